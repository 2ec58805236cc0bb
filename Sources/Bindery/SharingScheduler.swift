import Foundation

/// The UI scheduler that new `Driver`s, `Signal`s and `Binder`s deliver on (RxCocoa's `SharingScheduler`).
///
/// It is read when a trait or binder is created. A browser session sets it to its own serial queue
/// while it runs a screen's code; a test sets it to a `TestScheduler` with `SharingScheduler.mock`.
public enum SharingScheduler {
    @TaskLocal private static var scoped: AnySchedulerOf<DispatchQueue>?
    private static let mainScheduler = UIQueueScheduler.main.eraseToAnyScheduler()

    /// The scheduler in effect here: the innermost `mock`/`use` scope's, else the main-thread scheduler.
    public static var current: AnySchedulerOf<DispatchQueue> {
        scoped ?? mainScheduler
    }

    /// Runs `operation` with `scheduler` as the UI scheduler for everything it creates.
    @discardableResult
    public static func use<R>(_ scheduler: AnySchedulerOf<DispatchQueue>, _ operation: () throws -> R) rethrows -> R {
        try $scoped.withValue(scheduler, operation: operation)
    }

    /// Runs `operation` with a test scheduler as the UI scheduler (the name RxCocoa's tests use).
    @discardableResult
    public static func mock<R>(scheduler: AnySchedulerOf<DispatchQueue>, _ operation: () throws -> R) rethrows -> R {
        try use(scheduler, operation)
    }
}
