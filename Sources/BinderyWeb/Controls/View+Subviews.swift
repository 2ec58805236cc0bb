import Synchronization

/// A custom view's subviews: the views its stored properties hold, as a UIKit view's outlets.
///
/// `final class BalanceView: View { let balanceLabel = Label() }` shows its label inside its `<div>`, in the order the
/// properties are declared (a subclass's after its superclass's). BinderyWeb's own controls and containers say which
/// views they show. A view made without an id inside a custom view is named after its property there when the
/// screen registers it (`balanceLabel`, or `balanceLabel-2` when that is taken).
extension View {
    /// The views held by the stored properties of this view's classes declared outside BinderyWeb, with their names.
    var viewProperties: [(name: String, view: View)] { PropertyViews.of(self, below: View.self) }

    /// The views this view's stored properties hold, each once, in declaration order; a view that is inside another of
    /// them (a label in a stack the view also holds) is shown there only.
    var propertySubviews: [View] {
        var seen = Set<ObjectIdentifier>()
        let held = viewProperties.map(\.view).filter { seen.insert(ObjectIdentifier($0)).inserted }
        guard held.count > 1 else { return held }
        var inside = Set<ObjectIdentifier>()
        for view in held { for child in view.subviews { View.collect(child, into: &inside) } }
        return held.filter { !inside.contains(ObjectIdentifier($0)) }
    }

    /// Adds `view` and every view inside it to `identities`.
    private static func collect(_ view: View, into identities: inout Set<ObjectIdentifier>) {
        identities.insert(ObjectIdentifier(view))
        for child in view.subviews { collect(child, into: &identities) }
    }

    /// The name of the stored property that holds `self` in its nearest container that holds it in one (its own
    /// container, or a custom view further out that holds it inside a stack), if any.
    var holdingPropertyName: String? {
        var container = superview
        while let current = container {
            if let property = current.viewProperties.first(where: { $0.view === self }) { return property.name }
            container = current.superview
        }
        return nil
    }
}

/// Reading the views an object's stored properties hold, with `Mirror`.
enum PropertyViews {
    /// The views held by `object`'s stored properties, with their names: the properties of its classes below `root`
    /// that are declared outside BinderyWeb (BinderyWeb's own classes say which views they hold), superclasses
    /// first, in declaration order (a `lazy var`'s once it is made; weak and optional properties while they hold one).
    static func of(_ object: AnyObject, below root: AnyClass) -> [(name: String, view: View)] {
        guard declaresOutsideBinderyWeb(type(of: object), below: root) else { return [] }
        var levels: [[(name: String, view: View)]] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror, current.subjectType != root {
            if !isBinderyWebs(current.subjectType) {
                // `as? View` sees through optionals (a weak or optional property holding a view), however nested.
                levels.append(current.children.compactMap { child -> (name: String, view: View)? in
                    guard let label = child.label, let view = child.value as? View, view !== object else { return nil }
                    return (propertyName(label), view)
                })
            }
            mirror = current.superclassMirror
        }
        return levels.reversed().flatMap { $0 }
    }

    /// Whether any of `type`'s classes below `root` is declared outside BinderyWeb, remembered per class: a control
    /// of BinderyWeb's own (a label, a button, a stack) holds no property to read, and is then read without a
    /// `Mirror` at all (walking a screen's views built one per view, at each build and render).
    private static func declaresOutsideBinderyWeb(_ type: AnyClass, below root: AnyClass) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = outsideClasses.withLock({ $0[key] }) { return known }
        var level: AnyClass? = type
        var outside = false
        while let current = level, current != root, !outside {
            outside = !isBinderyWebs(current)
            level = _getSuperclass(current)
        }
        outsideClasses.withLock { $0[key] = outside }
        return outside
    }

    /// `declaresOutsideBinderyWeb`'s answers so far, by class (a class is a view's or a screen's, never both, so
    /// its root is known).
    private static let outsideClasses = Mutex<[ObjectIdentifier: Bool]>([:])

    /// Whether `type` is one of BinderyWeb's own classes, remembered per class: its name is built only once (building
    /// it was a third of reading a screen's views, which every screen's build and render does).
    private static func isBinderyWebs(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = ownClasses.withLock({ $0[key] }) { return known }
        let own = String(reflecting: type).hasPrefix("BinderyWeb.")
        ownClasses.withLock { $0[key] = own }
        return own
    }

    /// `isBinderyWebs`'s answers so far, by class.
    private static let ownClasses = Mutex<[ObjectIdentifier: Bool]>([:])

    /// A stored property's name as written: without a `lazy var`'s storage prefix or a wrapper's underscore.
    static func propertyName(_ label: String) -> String {
        let lazyPrefix = "$__lazy_storage_$_"
        if label.hasPrefix(lazyPrefix) { return String(label.dropFirst(lazyPrefix.count)) }
        if label.hasPrefix("_") { return String(label.dropFirst()) }
        return label
    }
}
