import Bindery

// The screen's bag is offered from a protocol extension, not declared in the class, so that a subclass may declare
// its own `disposeBag` as UIKit code does (`private let disposeBag = DisposeBag()`, or a `var` it replaces to cancel
// everything): a stored property of the subclass shadows this one instead of clashing with it. Code that declares
// none binds into the screen's own bag through this property, as before.
extension ReactiveCompatible where Self: ViewController {
    /// The screen's bag: every binding put in it is cancelled when the screen is released, or when the bag is replaced
    /// (`disposeBag = DisposeBag()`). A subclass that declares its own `disposeBag` uses that one instead.
    public var disposeBag: DisposeBag {
        get { screenDisposeBag }
        nonmutating set { screenDisposeBag = newValue }
    }
}
