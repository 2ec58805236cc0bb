import Foundation

// RxSwift's time operators, on every publisher, returning an Observable: the times are RxTimeIntervals and
// the work runs on an RxSwift-style scheduler (`MainScheduler.instance` is the current UI scheduler).

extension Publisher {
    /// The first value at once, then at most one value per `dueTime`: with `latest` (RxSwift's default) the
    /// last value of a window is sent when the window closes; without, values inside a window are dropped.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: some SchedulerType) -> Observable<Output> {
        throttled(by: dueTime.stride, latest: latest, on: scheduler.dispatchScheduler)
    }

    /// A value once `dueTime` passed without a newer one.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Output> {
        Observable(debounce(for: dueTime.stride, scheduler: scheduler.dispatchScheduler))
    }

    /// Every event `dueTime` later.
    public func delay(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Output> {
        Observable(delay(for: dueTime.stride, scheduler: scheduler.dispatchScheduler))
    }

    /// Fails with `RxError.timeout` when no value or end comes within `dueTime` of the previous one.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Output> {
        Observable(mapError { $0 as any Error }
            .timeout(dueTime.stride, scheduler: scheduler.dispatchScheduler, customError: { RxError.timeout }))
    }

    /// Continues with `other` when no value or end comes within `dueTime` of the previous one.
    public func timeout<Other: Publisher>(_ dueTime: RxTimeInterval, other: Other, scheduler: some SchedulerType)
    -> Observable<Output> where Other.Output == Output {
        let other = other.asObservable()
        return Observable(mapError { $0 as any Error }
            .timeout(dueTime.stride, scheduler: scheduler.dispatchScheduler, customError: { RxError.timeout })
            .catch { error -> Observable<Output> in
                if case RxError.timeout = error { other } else { .error(error) }
            })
    }

    /// Every event delivered on `scheduler` (inline when already on it, for `MainScheduler.instance`).
    public func observe(on scheduler: some SchedulerType) -> Observable<Output> {
        Observable(observe(on: scheduler.dispatchScheduler, isCurrent: scheduler.isCurrent))
    }

    /// Subscribes (and cancels) on `scheduler`.
    public func subscribe(on scheduler: some SchedulerType) -> Observable<Output> {
        Observable(subscribe(on: scheduler.dispatchScheduler))
    }
}

extension Observable where Element: FixedWidthInteger {
    /// 0, 1, 2, … one every `period`, starting one period after subscription; never completes.
    public static func interval(_ period: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }

    /// 0 after `dueTime`, then completion; with a `period`, 1, 2, … every period after that, forever.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: some SchedulerType)
    -> Observable<Element> {
        let scheduler = scheduler.dispatchScheduler
        guard let period else {
            return Observable(Just(0).delay(for: dueTime.stride, scheduler: scheduler))
        }
        return create { observer in
            var tick: Element = 0
            let ticking = scheduler.schedule(after: scheduler.now.advanced(by: dueTime.stride), interval: period.stride) {
                observer.onNext(tick)
                tick += 1
            }
            return Disposables.create(with: ticking.cancel)
        }
    }
}

/// RxSwift's own errors.
public enum RxError: Error, Equatable {
    /// `timeout` passed with no event.
    case timeout
    /// A sequence had no element where one was required.
    case noElements
}
