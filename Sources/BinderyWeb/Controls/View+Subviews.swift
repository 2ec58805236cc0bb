/// A custom view's subviews: the views its stored properties hold, as a UIKit view's outlets.
///
/// `final class BalanceView: View { let balanceLabel = Label() }` shows its label inside its `<div>`, in the order the
/// properties are declared (a subclass's after its superclass's). BinderyWeb's own controls hold no views, and its
/// containers say which views they show. A view made without an id inside a custom view is named after its property
/// there when the screen registers it (`balanceLabel`, or `balanceLabel-2` when that is taken).
extension View {
    /// The views held by the stored properties of this view's classes below `View`, with their property names.
    var viewProperties: [(name: String, view: View)] {
        var levels: [[(name: String, view: View)]] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror, current.subjectType != View.self {
            levels.append(current.children.compactMap { child -> (name: String, view: View)? in
                guard let label = child.label, let view = ViewController.unwrapped(child.value) as? View, view !== self else {
                    return nil
                }
                return (ViewController.propertyName(label), view)
            })
            mirror = current.superclassMirror
        }
        return levels.reversed().flatMap { $0 }
    }

    /// The views this view's stored properties hold, each once, in declaration order.
    var propertySubviews: [View] {
        var seen = Set<ObjectIdentifier>()
        return viewProperties.map(\.view).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}
