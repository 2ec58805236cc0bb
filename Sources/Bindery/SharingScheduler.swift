import Foundation

/// The UI scheduler that new `Driver`s, `Signal`s and `Binder`s deliver on (RxCocoa's `SharingScheduler`).
///
/// It is read when a trait or binder is created. A browser session sets it to its own serial queue
/// while it runs a screen's code; a test sets it to a `TestScheduler` with `SharingScheduler.mock`.
public enum SharingScheduler {
    /// A UI scheduler and, when it can tell, whether the calling thread is already its thread.
    @usableFromInline
    struct Context: Sendable {
        @usableFromInline let scheduler: AnySchedulerOf<DispatchQueue>
        @usableFromInline let isCurrent: (@Sendable () -> Bool)?
    }

    @TaskLocal private static var scoped: Context?
    private static let main = Context(scheduler: UIQueueScheduler.main.eraseToAnyScheduler(),
                                      isCurrent: { UIQueueScheduler.main.isCurrent })

    /// The scheduler in effect here: the innermost `mock`/`use` scope's, else the main-thread scheduler.
    public static var current: AnySchedulerOf<DispatchQueue> { (scoped ?? main).scheduler }

    /// The scheduler in effect and its "already on it" check, for traits that deliver inline when they can.
    @usableFromInline static var currentContext: Context { scoped ?? main }

    /// Runs `operation` with `scheduler` as the UI scheduler for everything it creates.
    ///
    /// `isCurrent`, when given, tells whether the calling thread is the scheduler's own; drivers and
    /// binders then deliver at once instead of scheduling (as RxCocoa's `MainScheduler` does on the
    /// main thread) whenever nothing they scheduled earlier is still waiting.
    @discardableResult
    public static func use<R>(_ scheduler: AnySchedulerOf<DispatchQueue>,
                              isCurrent: (@Sendable () -> Bool)? = nil,
                              _ operation: () throws -> R) rethrows -> R {
        try $scoped.withValue(Context(scheduler: scheduler, isCurrent: isCurrent), operation: operation)
    }

    /// Runs `operation` with a serial UI queue as the UI scheduler; work already on that queue runs inline.
    @discardableResult
    public static func use<R>(_ scheduler: UIQueueScheduler, _ operation: () throws -> R) rethrows -> R {
        try use(scheduler.eraseToAnyScheduler(), isCurrent: { scheduler.isCurrent }, operation)
    }

    /// Runs `operation` with a test scheduler as the UI scheduler (the name RxCocoa's tests use).
    @discardableResult
    public static func mock<R>(scheduler: AnySchedulerOf<DispatchQueue>, _ operation: () throws -> R) rethrows -> R {
        try use(scheduler, operation)
    }
}
