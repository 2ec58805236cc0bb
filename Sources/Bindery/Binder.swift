import Foundation

/// Applies values to a target held weakly, on the UI scheduler (RxCocoa's `Binder`).
///
/// When the target is gone, values are ignored. Binding a stream that can fail is impossible by type.
public struct Binder<Value>: ObserverType {
    /// The values the binder applies to its target.
    public typealias Element = Value

    private let apply: (Value) -> Void

    /// Makes a binder that runs `binding(target, value)` on `scheduler` while `target` is alive. With no
    /// `scheduler`, or the one in effect here (`SharingScheduler.current`), a value that arrives on its thread is
    /// applied at once (as RxCocoa's `MainScheduler` does on the main thread) and one from elsewhere is scheduled
    /// there; any other scheduler always has the value scheduled.
    public init<Target: AnyObject>(_ target: Target,
                                   scheduler: AnySchedulerOf<DispatchQueue>? = nil,
                                   binding: @escaping (Target, Value) -> Void) {
        // A `let`: captured as is; a captured `var` is boxed, one allocation a binder, in debug builds.
        weak let weakTarget = target
        // The context by reference: one pointer in this closure, not the scheduler's five closures.
        let context = SharingScheduler.context(for: scheduler)
        apply = { value in
            if context.runsInline {
                if let target = weakTarget { binding(target, value) }
            } else {
                context.scheduler.schedule {
                    if let target = weakTarget { binding(target, value) }
                }
            }
        }
    }

    /// A binder that hands each value straight to `apply`, for adapting an observer that already delivers
    /// on the UI scheduler (a control property's setter).
    init(forwardingTo apply: @escaping (Value) -> Void) { self.apply = apply }

    /// Applies `value` to the target on the binder's scheduler, or does nothing once the target is gone.
    public func onNext(_ value: Value) { apply(value) }
}
