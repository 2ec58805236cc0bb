import Foundation

// RxCocoa's trait-keeping operators that take time or side effects: each returns the same trait (a Driver
// stays a Driver, a Signal a Signal), delivering on the trait's own UI scheduler.

extension SharedSequence {
    /// The first value at once, then at most one per `dueTime` on the trait's UI scheduler; with `latest`
    /// (the default) a window's last value is sent when it closes.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> Self {
        let throttled = source.throttled(by: dueTime.stride, latest: latest, on: scheduler)
        return Self(onScheduler: throttled.publisher.catch { _ in Empty() }, scheduler: scheduler)
    }

    /// A value once `dueTime` passed without a newer one, on the trait's UI scheduler.
    public func debounce(_ dueTime: RxTimeInterval) -> Self {
        Self(onScheduler: source.debounce(for: dueTime.stride, scheduler: scheduler), scheduler: scheduler)
    }

    /// Every value `dueTime` later, on the trait's UI scheduler.
    public func delay(_ dueTime: RxTimeInterval) -> Self {
        Self(onScheduler: source.delay(for: dueTime.stride, scheduler: scheduler), scheduler: scheduler)
    }

    /// Every accumulated value, starting from `seed` (not sent itself).
    public func scan<Accumulated>(_ seed: Accumulated, accumulator: @escaping (Accumulated, Element) -> Accumulated)
    -> SharedSequence<Strategy, Accumulated> {
        SharedSequence<Strategy, Accumulated>(onScheduler: source.scan(seed, accumulator), scheduler: scheduler)
    }

    /// Runs side effects on each event without changing the trait (RxCocoa's `do`).
    public func `do`(onNext: ((Element) -> Void)? = nil,
                     onCompleted: (() -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Self {
        Self(onScheduler: source.handleEvents(receiveSubscription: { _ in onSubscribe?() },
                                              receiveOutput: onNext,
                                              receiveCompletion: { _ in onCompleted?(); onDispose?() },
                                              receiveCancel: onDispose),
             scheduler: scheduler)
    }

    /// The values except repeats by `comparer`.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> Self {
        Self(onScheduler: source.removeDuplicates(by: comparer), scheduler: scheduler)
    }

    /// The values after the first `count`.
    public func skip(_ count: Int) -> Self { Self(onScheduler: source.dropFirst(count), scheduler: scheduler) }

    /// The first `count` values, then completion right after the last of them.
    public func take(_ count: Int) -> Self {
        Self(onScheduler: source.asObservable().take(count).publisher.catch { _ in Empty() }, scheduler: scheduler)
    }

    /// The values of every trait made from each value, interleaved.
    public func flatMap<Result>(_ transform: @escaping (Element) -> SharedSequence<Strategy, Result>) -> SharedSequence<Strategy, Result> {
        SharedSequence<Strategy, Result>(onScheduler: source.flatMap(transform), scheduler: scheduler)
    }

    /// The values of the trait made from a value while no earlier one runs; others are dropped.
    public func flatMapFirst<Result>(_ transform: @escaping (Element) -> SharedSequence<Strategy, Result>) -> SharedSequence<Strategy, Result> {
        let first = source.asObservable().flatMapFirst { transform($0).asObservable() }
        return SharedSequence<Strategy, Result>(onScheduler: first.publisher.catch { _ in Empty() }, scheduler: scheduler)
    }
}

extension SharedSequence where Strategy == DriverSharingStrategy {
    /// Subscribes and calls the handlers (RxCocoa's `drive(onNext:onCompleted:onDisposed:)`).
    public func drive(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
                      onDisposed: (() -> Void)? = nil) -> AnyCancellable {
        subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}

extension SharedSequence where Strategy == SignalSharingStrategy {
    /// Subscribes and calls the handlers (RxCocoa's `emit(onNext:onCompleted:onDisposed:)`).
    public func emit(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
                     onDisposed: (() -> Void)? = nil) -> AnyCancellable {
        subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
