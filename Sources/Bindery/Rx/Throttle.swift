import Foundation

extension Publisher {
    /// RxSwift's throttle on a Combine scheduler: a value more than `dueTime` after the last one sent goes at
    /// once; with `latest`, the last value inside the window is sent when the window closes (and a completion
    /// waits for it); without, values inside the window are dropped.
    func throttled(by dueTime: DispatchQueue.SchedulerTimeType.Stride, latest: Bool,
                   on scheduler: AnySchedulerOf<DispatchQueue>) -> Observable<Output> {
        let source = asObservable()
        return Observable.create { observer in
            let throttle = ThrottleRun(observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler)
            throttle.upstream.replace(with: source.subscribe(onNext: throttle.receive, onError: observer.onError,
                                                             onCompleted: throttle.complete))
            return Disposables.create(with: throttle.dispose)
        }
    }
}

/// One subscriber's throttle: when it last sent, and the value waiting for the window to close.
private final class ThrottleRun<Element>: @unchecked Sendable {
    private let observer: AnyObserver<Element>
    private let dueTime: DispatchQueue.SchedulerTimeType.Stride
    private let latest: Bool
    private let scheduler: AnySchedulerOf<DispatchQueue>
    let upstream = SerialSubscription()
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var lastSent: DispatchQueue.SchedulerTimeType?
    private var pending: Element?
    private var isWindowScheduled = false
    private var isUpstreamFinished = false
    private var isDisposed = false

    init(observer: AnyObserver<Element>, dueTime: DispatchQueue.SchedulerTimeType.Stride, latest: Bool,
         scheduler: AnySchedulerOf<DispatchQueue>) {
        self.observer = observer
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    func receive(_ element: Element) {
        let now = scheduler.now
        lock.lock()
        if let lastSent, lastSent.distance(to: now) < dueTime {
            guard latest else { lock.unlock(); return }
            pending = element
            let isScheduled = isWindowScheduled
            isWindowScheduled = true
            lock.unlock()
            if !isScheduled {
                scheduler.schedule(after: lastSent.advanced(by: dueTime)) { [self] in closeWindow() }
            }
            return
        }
        lastSent = now
        lock.unlock()
        observer.onNext(element)
    }

    /// Sends the value that waited for the window, then the completion that waited for it.
    private func closeWindow() {
        lock.lock()
        guard !isDisposed else { lock.unlock(); return }
        let element = pending
        pending = nil
        isWindowScheduled = false
        if element != nil { lastSent = scheduler.now }
        let isFinished = isUpstreamFinished
        lock.unlock()
        if let element { observer.onNext(element) }
        if isFinished { observer.onCompleted() }
    }

    func complete() {
        lock.lock()
        isUpstreamFinished = true
        let isWaiting = pending != nil
        lock.unlock()
        if !isWaiting { observer.onCompleted() }
    }

    func dispose() {
        lock.lock()
        isDisposed = true
        pending = nil
        lock.unlock()
        upstream.dispose()
    }
}
