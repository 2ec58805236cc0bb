/// The `.rx` namespace of a control or view controller (RxCocoa's `Reactive`).
public struct Reactive<Base> {
    /// The object whose reactive extensions these are.
    public let base: Base
    /// Wraps `base`; `rx` on a ``ReactiveCompatible`` type makes one for you.
    public init(_ base: Base) { self.base = base }
}

/// A type with an `.rx` namespace, where its bindable properties and control events live (`button.rx.tap`).
public protocol ReactiveCompatible {
    /// The type extended by `.rx`.
    associatedtype ReactiveBase
    /// The reactive extensions of this object.
    var rx: Reactive<ReactiveBase> { get }
}

extension ReactiveCompatible {
    /// The reactive extensions of this object.
    public var rx: Reactive<Self> { Reactive(self) }
}
