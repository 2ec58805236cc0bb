import Foundation

extension Publisher {
    /// This stream as a UI trait on `scheduler` (nil: the UI scheduler in effect), with `recover` in place of a
    /// failure.
    @inlinable
    func asSharedSequence<Strategy: SharingStrategy, Recovery: Publisher>(
        _ strategy: Strategy.Type, scheduler: AnySchedulerOf<DispatchQueue>?, recover: @escaping (Failure) -> Recovery
    ) -> SharedSequence<Strategy, Output> where Recovery.Output == Output, Recovery.Failure == Never {
        let context = SharingScheduler.context(for: scheduler)
        return SharedSequence(onScheduler: observe(on: context, isCurrent: context.isCurrent).catch(recover),
                              scheduler: context.scheduler)
    }

    // Each conversion delivers on `scheduler` when given (a view model's injected UI scheduler, as it passes to
    // `Driver(_:scheduler:)`), else on the UI scheduler in effect, as RxCocoa's deliver on `MainScheduler`.

    /// A driver of this stream that shows `element` in place of a failure (and then completes).
    @inlinable
    public func asDriver(onErrorJustReturn element: Output,
                         scheduler: AnySchedulerOf<DispatchQueue>? = nil) -> Driver<Output> {
        asSharedSequence(DriverSharingStrategy.self, scheduler: scheduler) { _ in Just(element) }
    }

    /// A driver of this stream that continues with `fallback` in place of a failure.
    @inlinable
    public func asDriver(onErrorDriveWith fallback: Driver<Output>,
                         scheduler: AnySchedulerOf<DispatchQueue>? = nil) -> Driver<Output> {
        asSharedSequence(DriverSharingStrategy.self, scheduler: scheduler) { _ in fallback }
    }

    /// A driver of this stream that continues with the driver `recover` makes from a failure.
    @inlinable
    public func asDriver(onErrorRecover recover: @escaping (Failure) -> Driver<Output>,
                         scheduler: AnySchedulerOf<DispatchQueue>? = nil) -> Driver<Output> {
        asSharedSequence(DriverSharingStrategy.self, scheduler: scheduler, recover: recover)
    }

    /// A signal of this stream that sends `element` in place of a failure (and then completes).
    @inlinable
    public func asSignal(onErrorJustReturn element: Output,
                         scheduler: AnySchedulerOf<DispatchQueue>? = nil) -> Signal<Output> {
        asSharedSequence(SignalSharingStrategy.self, scheduler: scheduler) { _ in Just(element) }
    }

    /// A signal of this stream that continues with `fallback` in place of a failure.
    @inlinable
    public func asSignal(onErrorSignalWith fallback: Signal<Output>,
                         scheduler: AnySchedulerOf<DispatchQueue>? = nil) -> Signal<Output> {
        asSharedSequence(SignalSharingStrategy.self, scheduler: scheduler) { _ in fallback }
    }

    /// A signal of this stream that continues with the signal `recover` makes from a failure.
    @inlinable
    public func asSignal(onErrorRecover recover: @escaping (Failure) -> Signal<Output>,
                         scheduler: AnySchedulerOf<DispatchQueue>? = nil) -> Signal<Output> {
        asSharedSequence(SignalSharingStrategy.self, scheduler: scheduler, recover: recover)
    }
}

extension Publisher where Failure == Never {
    /// A driver of this stream, which cannot fail.
    @inlinable
    public func asDriver(scheduler: AnySchedulerOf<DispatchQueue>? = nil) -> Driver<Output> {
        Driver(self, scheduler: scheduler)
    }

    /// A signal of this stream, which cannot fail.
    @inlinable
    public func asSignal(scheduler: AnySchedulerOf<DispatchQueue>? = nil) -> Signal<Output> {
        Signal(self, scheduler: scheduler)
    }
}

extension SharedSequence where Strategy == DriverSharingStrategy {
    /// This driver (RxCocoa's identity conversion).
    @inlinable
    public func asDriver() -> Driver<Element> { self }

    /// A signal of the same values, without replay.
    @inlinable
    public func asSignal() -> Signal<Element> { Signal(onScheduler: source, scheduler: scheduler) }
}

extension SharedSequence where Strategy == SignalSharingStrategy {
    /// This signal (RxCocoa's identity conversion).
    @inlinable
    public func asSignal() -> Signal<Element> { self }
}
