import Foundation

/// The UI scheduler that new `Driver`s, `Signal`s and `Binder`s deliver on (RxCocoa's `SharingScheduler`).
///
/// It is read when a trait or binder is created. A browser session sets it to its own serial queue
/// while it runs a screen's code; a test sets it to a `TestScheduler` with `SharingScheduler.mock`.
public enum SharingScheduler {
    /// A UI scheduler and, when it can tell, whether the calling thread is already its thread.
    ///
    /// A reference: what is created under a scope (a `Binder`) keeps this one object rather than a copy of the
    /// scheduler's closures, and a UI thread that installs its scope for every piece of work (a browser session)
    /// makes it once and passes it to `use(_:_:)`.
    public final class Context: Sendable {
        /// The UI scheduler.
        public let scheduler: AnySchedulerOf<DispatchQueue>
        /// Whether the calling thread is the scheduler's own (nil: unknown, always schedule).
        public let isCurrent: (@Sendable () -> Bool)?

        /// Pairs `scheduler` with the check that tells whether the caller is on its thread.
        public init(scheduler: AnySchedulerOf<DispatchQueue>, isCurrent: (@Sendable () -> Bool)? = nil) {
            self.scheduler = scheduler
            self.isCurrent = isCurrent
        }

        /// Whether work can run at once, here: the calling thread is known to be the scheduler's.
        @inlinable var runsInline: Bool { isCurrent?() ?? false }

        /// Whether `other` is a copy of this context's scheduler, so that what is given it explicitly may still
        /// deliver at once on the context's thread.
        ///
        /// `AnyScheduler` has no identity of its own, but it is five closures: two copies of one value hold the
        /// same functions and the same captured boxes, byte for byte, and two values that are equal byte for byte
        /// do the same thing. A scheduler erased separately (even from the same queue) is never taken for this one.
        @usableFromInline func isOwnScheduler(_ other: AnySchedulerOf<DispatchQueue>) -> Bool {
            withUnsafeBytes(of: scheduler) { own in
                withUnsafeBytes(of: other) { given in own.elementsEqual(given) }
            }
        }
    }

    @TaskLocal private static var scoped: Context?
    private static let main = Context(scheduler: UIQueueScheduler.main.eraseToAnyScheduler(),
                                      isCurrent: { UIQueueScheduler.main.isCurrent })

    /// The scheduler in effect here: the innermost `mock`/`use` scope's, else the main-thread scheduler.
    public static var current: AnySchedulerOf<DispatchQueue> { (scoped ?? main).scheduler }

    /// The scheduler in effect and its "already on it" check, for traits that deliver inline when they can.
    @usableFromInline static var currentContext: Context { scoped ?? main }

    /// Where something made here with `scheduler` (nil: the one in effect) delivers: the context in effect when
    /// `scheduler` is nil or a copy of its scheduler (a view model's `SharingScheduler.resolve(nil)`), so it delivers
    /// at once on the context's thread; otherwise a context of its own that always schedules (a test's clock).
    @usableFromInline static func context(for scheduler: AnySchedulerOf<DispatchQueue>?) -> Context {
        let current = currentContext
        guard let scheduler, !current.isOwnScheduler(scheduler) else { return current }
        return Context(scheduler: scheduler)
    }

    /// Runs `operation` with `scheduler` as the UI scheduler for everything it creates.
    ///
    /// `isCurrent`, when given, tells whether the calling thread is the scheduler's own; drivers and
    /// binders then deliver at once instead of scheduling (as RxCocoa's `MainScheduler` does on the
    /// main thread) whenever nothing they scheduled earlier is still waiting.
    @discardableResult
    public static func use<R>(_ scheduler: AnySchedulerOf<DispatchQueue>,
                              isCurrent: (@Sendable () -> Bool)? = nil,
                              _ operation: () throws -> R) rethrows -> R {
        try use(Context(scheduler: scheduler, isCurrent: isCurrent), operation)
    }

    /// Runs `operation` with `context`'s scheduler as the UI scheduler for everything it creates, as
    /// ``use(_:isCurrent:_:)`` does, without making a context per call.
    @discardableResult
    public static func use<R>(_ context: Context, _ operation: () throws -> R) rethrows -> R {
        try $scoped.withValue(context, operation: operation)
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

    /// Runs `operation` with `scheduler` — a `DispatchQueue.test`, say, as RxCocoa's tests pass their
    /// `TestScheduler` — as the UI scheduler, erased once here.
    @discardableResult
    public static func mock<S: Scheduler, R>(scheduler: S, _ operation: () throws -> R) rethrows -> R
    where S.SchedulerTimeType == DispatchQueue.SchedulerTimeType, S.SchedulerOptions == DispatchQueue.SchedulerOptions {
        try use(scheduler.eraseToAnyScheduler(), operation)
    }
}
