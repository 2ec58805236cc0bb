import Synchronization

extension Publisher {
    /// Delivers values and completion on `scheduler` (RxSwift's `observe(on:)`; Combine's
    /// `receive(on:)` without its per-value locking, for the unlimited demand UI bindings use).
    ///
    /// Demand is forwarded to the upstream as requested; nothing is delivered after cancellation.
    @inlinable
    public func observe<S: Scheduler>(on scheduler: S) -> Publishers.ObserveOn<Self, S> {
        Publishers.ObserveOn(upstream: self, scheduler: scheduler, isCurrent: nil)
    }

    /// Delivers on `scheduler`, but at once when `isCurrent()` says the caller is already on it and
    /// nothing scheduled earlier is still waiting (RxCocoa's `MainScheduler` shortcut).
    @inlinable
    public func observe<S: Scheduler>(on scheduler: S, isCurrent: (@Sendable () -> Bool)?) -> Publishers.ObserveOn<Self, S> {
        Publishers.ObserveOn(upstream: self, scheduler: scheduler, isCurrent: isCurrent)
    }
}

extension Publishers {
    /// The publisher returned by `observe(on:)`.
    public struct ObserveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values, delivered on ``scheduler``.
        public typealias Output = Upstream.Output
        /// The upstream's failure, also delivered on ``scheduler``.
        public typealias Failure = Upstream.Failure

        /// The publisher whose events are moved to ``scheduler``.
        public let upstream: Upstream
        /// Where values are delivered.
        public let scheduler: Context
        /// Tells whether the caller is already on the scheduler's thread (nil: always schedule).
        public let isCurrent: (@Sendable () -> Bool)?

        /// Moves `upstream`'s events to `scheduler`, delivering inline when `isCurrent` says the caller is already on it.
        @inlinable public init(upstream: Upstream, scheduler: Context, isCurrent: (@Sendable () -> Bool)? = nil) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.isCurrent = isCurrent
        }

        /// Subscribes `subscriber`; its demand is forwarded to the upstream as it requests it.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ObserveOnInner(downstream: subscriber, scheduler: scheduler, isCurrent: isCurrent))
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
    @usableFromInline let isCurrent: (@Sendable () -> Bool)?
    /// Values scheduled and not yet delivered; inline delivery waits until it is zero, to keep order.
    @usableFromInline let waiting = Atomic<Int>(0)
    @usableFromInline let lock = StateLock()
    /// Guarded by `lock`.
    @exclusivity(unchecked) @usableFromInline var upstream: Subscription?

    @inlinable init(downstream: Downstream, scheduler: Context, isCurrent: (@Sendable () -> Bool)?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.isCurrent = isCurrent
    }

    @inlinable func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, !isCancelled.load(ordering: .relaxed) else { lock.unlock(); subscription.cancel(); return }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    @inlinable func receive(_ input: Input) -> Subscribers.Demand {
        if let isCurrent, waiting.load(ordering: .acquiring) == 0, isCurrent() {
            deliver(input)
            return .none
        }
        scheduleDelivery(input)
        return .none
    }

    /// Delivers `input` on the scheduler, after what it already holds. Apart from `receive` so that the inline path
    /// does not look up `Optional<S.SchedulerOptions>`'s generic metadata (for `options: nil`; a runtime hash lookup
    /// where this is not specialized) on every value.
    @inlinable @inline(never) func scheduleDelivery(_ input: Input) {
        waiting.add(1, ordering: .relaxed)
        scheduler.schedule(options: nil) { [self] in
            waiting.subtract(1, ordering: .releasing)
            deliver(input)
        }
    }

    @inlinable func deliver(_ input: Input) {
        guard !isCancelled.load(ordering: .relaxed) else { return }
        let more = downstream.receive(input)
        if more > .none { request(more) }
    }

    @inlinable func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: nil) { [self] in
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
        lock.take(&upstream)?.cancel()
    }
}
