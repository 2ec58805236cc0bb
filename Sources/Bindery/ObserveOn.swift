import Synchronization

extension Publisher {
    /// Delivers values and completion on `scheduler` (RxSwift's `observe(on:)`; Combine's
    /// `receive(on:)` without its per-value locking, for the unlimited demand UI bindings use).
    ///
    /// Demand is forwarded to the upstream as requested; nothing is delivered after cancellation.
    public func observe<S: Scheduler>(on scheduler: S) -> Publishers.ObserveOn<Self, S> {
        Publishers.ObserveOn(upstream: self, scheduler: scheduler)
    }
}

extension Publishers {
    /// The publisher returned by `observe(on:)`.
    public struct ObserveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The source.
        public let upstream: Upstream
        /// Where values are delivered.
        public let scheduler: Context

        /// Creates the operator.
        @inlinable public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        /// Attaches a subscriber.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ObserveOnInner(downstream: subscriber, scheduler: scheduler))
        }
    }
}

/// Forwards each event to the downstream from inside `scheduler.schedule`.
@usableFromInline
final class ObserveOnInner<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    @usableFromInline typealias Input = Downstream.Input
    @usableFromInline typealias Failure = Downstream.Failure

    @usableFromInline let downstream: Downstream
    @usableFromInline let scheduler: Context
    @usableFromInline let isCancelled = Atomic<Bool>(false)
    @usableFromInline let lock = StateLock()
    /// Guarded by `lock`.
    @exclusivity(unchecked) @usableFromInline var upstream: Subscription?

    @inlinable init(downstream: Downstream, scheduler: Context) {
        self.downstream = downstream
        self.scheduler = scheduler
    }

    @inlinable func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, !isCancelled.load(ordering: .relaxed) else { lock.unlock(); subscription.cancel(); return }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    @inlinable func receive(_ input: Input) -> Subscribers.Demand {
        scheduler.schedule { [self] in
            guard !isCancelled.load(ordering: .relaxed) else { return }
            let more = downstream.receive(input)
            if more > .none { request(more) }
        }
        return .none
    }

    @inlinable func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule { [self] in
            guard !isCancelled.exchange(true, ordering: .relaxed) else { return }
            lock.lock(); upstream = nil; lock.unlock()
            downstream.receive(completion: completion)
        }
    }

    @inlinable func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand)
    }

    @inlinable func cancel() {
        isCancelled.store(true, ordering: .relaxed)
        lock.lock()
        let upstream = self.upstream
        self.upstream = nil
        lock.unlock()
        upstream?.cancel()
    }
}
