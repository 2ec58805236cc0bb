import Foundation

extension Publisher {
    /// A driver of this stream that shows `element` in place of a failure (and then completes).
    @inlinable
    public func asDriver(onErrorJustReturn element: Output) -> Driver<Output> {
        let context = SharingScheduler.currentContext
        let scheduler = context.scheduler
        return Driver(onScheduler: observe(on: scheduler, isCurrent: context.isCurrent).replaceError(with: element), scheduler: scheduler)
    }

    /// A driver of this stream that continues with `fallback` in place of a failure.
    @inlinable
    public func asDriver(onErrorDriveWith fallback: Driver<Output>) -> Driver<Output> {
        let context = SharingScheduler.currentContext
        let scheduler = context.scheduler
        return Driver(onScheduler: observe(on: scheduler, isCurrent: context.isCurrent).catch { _ in fallback }, scheduler: scheduler)
    }

    /// A driver of this stream that continues with the driver `recover` makes from a failure.
    @inlinable
    public func asDriver(onErrorRecover recover: @escaping (Failure) -> Driver<Output>) -> Driver<Output> {
        let context = SharingScheduler.currentContext
        let scheduler = context.scheduler
        return Driver(onScheduler: observe(on: scheduler, isCurrent: context.isCurrent).catch(recover), scheduler: scheduler)
    }

    /// A signal of this stream that sends `element` in place of a failure (and then completes).
    @inlinable
    public func asSignal(onErrorJustReturn element: Output) -> Signal<Output> {
        let context = SharingScheduler.currentContext
        let scheduler = context.scheduler
        return Signal(onScheduler: observe(on: scheduler, isCurrent: context.isCurrent).replaceError(with: element), scheduler: scheduler)
    }

    /// A signal of this stream that continues with `fallback` in place of a failure.
    @inlinable
    public func asSignal(onErrorSignalWith fallback: Signal<Output>) -> Signal<Output> {
        let context = SharingScheduler.currentContext
        let scheduler = context.scheduler
        return Signal(onScheduler: observe(on: scheduler, isCurrent: context.isCurrent).catch { _ in fallback }, scheduler: scheduler)
    }
}

extension Publisher where Failure == Never {
    /// A driver of this stream, which cannot fail.
    @inlinable
    public func asDriver() -> Driver<Output> { Driver(self) }

    /// A signal of this stream, which cannot fail.
    @inlinable
    public func asSignal() -> Signal<Output> { Signal(self) }
}

extension Driver {
    /// This driver (RxCocoa's identity conversion).
    @inlinable
    public func asDriver() -> Driver<Element> { self }

    /// A signal of the same values, without replay.
    @inlinable
    public func asSignal() -> Signal<Element> { Signal(onScheduler: source, scheduler: scheduler) }
}

extension Signal {
    /// This signal (RxCocoa's identity conversion).
    @inlinable
    public func asSignal() -> Signal<Element> { self }
}
