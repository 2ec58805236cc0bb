import Foundation

extension Observable {
    /// A sequence that runs `subscribe` for each subscriber (RxSwift's `Observable.create`): it sends events
    /// to the observer it is given and returns what to dispose when the subscriber cancels or the sequence ends.
    ///
    /// Events after the first `onError`/`onCompleted` are ignored. Values the subscriber has not asked for
    /// yet wait in order (Combine's demand); RxSwift has no demand.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> any Disposable) -> Observable<Element> {
        Observable(CreatedSequence(subscribe: subscribe))
    }
}

/// The publisher behind `Observable.create`.
struct CreatedSequence<Element>: Publisher {
    typealias Output = Element
    typealias Failure = any Error

    let subscribe: (AnyObserver<Element>) -> any Disposable

    func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == any Error {
        let subscription = CreatedSubscription(downstream: subscriber)
        subscriber.receive(subscription: subscription)
        subscription.start(subscribe)
    }
}

/// One subscriber's run of a created sequence: queues events until they are asked for, then delivers
/// them in order, one at a time, outside the lock.
final class CreatedSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Failure == any Error {
    private let lock = NSLock()
    /// Guarded by `lock`; nil once cancelled or completed.
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var queue: [Downstream.Input] = []
    private var queueHead = 0
    private var ending: Subscribers.Completion<any Error>?
    private var isStopped = false
    private var isDelivering = false
    private var disposable: (any Disposable)?

    init(downstream: Downstream) { self.downstream = downstream }

    /// Runs the sequence's body with an observer feeding this subscription.
    func start(_ subscribe: (AnyObserver<Downstream.Input>) -> any Disposable) {
        let disposable = subscribe(AnyObserver { [weak self] event in self?.on(event) })
        lock.lock()
        if downstream == nil {
            lock.unlock()
            disposable.dispose()
            return
        }
        self.disposable = disposable
        lock.unlock()
    }

    private func on(_ event: Event<Downstream.Input>) {
        lock.lock()
        guard !isStopped, downstream != nil else { lock.unlock(); return }
        switch event {
        case let .next(value): queue.append(value)
        case let .error(error): ending = .failure(error); isStopped = true
        case .completed: ending = .finished; isStopped = true
        }
        lock.unlock()
        deliver()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
        deliver()
    }

    func cancel() {
        lock.lock()
        downstream = nil
        queue = []
        queueHead = 0
        isStopped = true
        let disposable = self.disposable
        self.disposable = nil
        lock.unlock()
        disposable?.dispose()
    }

    /// Delivers queued values while there is demand, then the ending once the queue is empty.
    private func deliver() {
        lock.lock()
        guard !isDelivering else { lock.unlock(); return }
        isDelivering = true
        while let downstream {
            if queueHead < queue.count, demand > 0 {
                let value = queue[queueHead]
                queueHead += 1
                if queueHead == queue.count { queue.removeAll(keepingCapacity: true); queueHead = 0 }
                demand -= 1
                lock.unlock()
                let more = downstream.receive(value)
                lock.lock()
                demand += more
            } else if queueHead == queue.count, let ending {
                self.downstream = nil
                self.ending = nil
                let disposable = self.disposable
                self.disposable = nil
                lock.unlock()
                downstream.receive(completion: ending)
                disposable?.dispose()
                lock.lock()
            } else {
                break
            }
        }
        isDelivering = false
        lock.unlock()
    }
}
