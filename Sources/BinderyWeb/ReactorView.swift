import Bindery
import Foundation

/// A view bound to a reactor, as ReactorKit's `View` (since renamed `ReactorView`): assigning `reactor` replaces
/// `disposeBag` (cancelling the old bindings) and, when the new reactor is not nil, calls `bind(reactor:)` at once.
///
/// ```swift
/// final class CounterViewController: ViewController, ReactorView {
///     var disposeBag = DisposeBag()
///     let countLabel = Label()
///     let plusButton = Button()
///     func bind(reactor: CounterReactor) {
///         plusButton.rx.tap.map { .increase }.bind(to: reactor.action).disposed(by: disposeBag)
///         reactor.state(\.count).map { "\($0)" }.drive(countLabel.rx.text).disposed(by: disposeBag)
///     }
/// }
/// ```
///
/// The reactor is kept by the view (a view controller keeps it itself; any other object keeps it in a table that
/// holds the object weakly) and released with it. `import BinderyUIKit` names this protocol `View`, its ReactorKit name.
public protocol ReactorView: AnyObject {
    associatedtype Reactor: Bindery.Reactor

    /// The bag the bindings go in; replaced each time `reactor` is assigned.
    var disposeBag: DisposeBag { get set }

    /// The view's reactor; assigning one binds it (`bind(reactor:)`).
    var reactor: Reactor? { get set }

    /// Binds the view's events to `reactor.action` and `reactor.state` to the view, into `disposeBag`. Called each
    /// time a reactor is assigned; do not call it yourself.
    func bind(reactor: Reactor)
}

extension ReactorView {
    public var reactor: Reactor? {
        get {
            if let screen = self as? ViewController { return screen.reactorSlot as? Reactor }
            return viewReactors.value(for: self) as? Reactor
        }
        set {
            if let screen = self as? ViewController {
                screen.reactorSlot = newValue
            } else {
                viewReactors.setValue(newValue, for: self)
            }
            disposeBag = DisposeBag()
            if let reactor = newValue { bind(reactor: reactor) }
        }
    }
}

/// The reactors of views that are not view controllers (a custom view or a cell).
let viewReactors = AssociatedValues<Any>()
