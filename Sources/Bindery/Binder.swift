import Foundation

/// Applies values to a target held weakly, on the UI scheduler (RxCocoa's `Binder`).
///
/// When the target is gone, values are ignored. Binding a stream that can fail is impossible by type.
public struct Binder<Value>: ObserverType {
    /// The values the binder applies to its target.
    public typealias Element = Value

    private let apply: (Value) -> Void

    /// Makes a binder that runs `binding(target, value)` on `scheduler` while `target` is alive.
    public init<Target: AnyObject>(_ target: Target,
                                   scheduler: AnySchedulerOf<DispatchQueue> = SharingScheduler.current,
                                   binding: @escaping (Target, Value) -> Void) {
        weak var weakTarget = target
        apply = { value in
            scheduler.schedule {
                if let target = weakTarget { binding(target, value) }
            }
        }
    }

    /// A binder that hands each value straight to `apply`, for adapting an observer that already delivers
    /// on the UI scheduler (a control property's setter).
    init(forwardingTo apply: @escaping (Value) -> Void) { self.apply = apply }

    /// Applies `value` to the target on the binder's scheduler, or does nothing once the target is gone.
    public func onNext(_ value: Value) { apply(value) }
}
