extension Publisher {
    /// Maps each value to a publisher and relays only the latest one's values, cancelling the previous
    /// (RxSwift's `flatMapLatest`; Combine's `map(_:).switchToLatest()` in one step).
    ///
    /// Finishes when the upstream and the latest inner publisher have both finished; fails on the first failure.
    public func flatMapLatest<Inner: Publisher>(_ transform: @escaping (Output) -> Inner) -> Publishers.FlatMapLatest<Self, Inner>
    where Inner.Failure == Failure {
        Publishers.FlatMapLatest(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// The publisher returned by `flatMapLatest(_:)`.
    public struct FlatMapLatest<Upstream: Publisher, Inner: Publisher>: Publisher where Inner.Failure == Upstream.Failure {
        /// The values of the latest inner publisher; an earlier inner publisher's values stop when a newer one starts.
        public typealias Output = Inner.Output
        /// The failure the outer and inner publishers share; the first failure of either fails the whole.
        public typealias Failure = Upstream.Failure

        /// The publisher whose each value starts a new inner publisher, cancelling the previous one.
        public let upstream: Upstream
        /// Makes the inner publisher for an outer value.
        public let transform: (Upstream.Output) -> Inner

        /// Switches to the publisher `transform` makes from each value of `upstream`.
        @inlinable
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Inner) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes `subscriber`; the upstream is subscribed with unlimited demand, the inner publishers with the subscriber's.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(FlatMapLatestSwitcher<Upstream, Inner, S>(downstream: subscriber, transform: transform))
        }
    }
}

/// Subscribes to the outer publisher and to one inner publisher at a time.
@usableFromInline
final class FlatMapLatestSwitcher<Upstream: Publisher, Inner: Publisher, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable
where Inner.Failure == Upstream.Failure, Downstream.Input == Inner.Output, Downstream.Failure == Upstream.Failure {
    @usableFromInline typealias Input = Upstream.Output
    @usableFromInline typealias Output = Inner.Output
    @usableFromInline typealias Failure = Upstream.Failure

    @usableFromInline let downstream: Downstream
    @usableFromInline let transform: (Upstream.Output) -> Inner
    @usableFromInline let lock = StateLock()
    @usableFromInline let delivery = DeliveryLock()
    @exclusivity(unchecked) @usableFromInline var outer: Subscription?
    @exclusivity(unchecked) @usableFromInline var inner: Subscription?
    @exclusivity(unchecked) @usableFromInline var generation: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline var demand: Subscribers.Demand = .none
    @exclusivity(unchecked) @usableFromInline var innerRunning = false
    @exclusivity(unchecked) @usableFromInline var outerFinished = false
    @exclusivity(unchecked) @usableFromInline var terminated = false
    /// When the inner publishers are `Just`s, which `receive(_:)` delivers without subscribing to them: takes a
    /// `Just`'s value out. Made here, where the types are usually known (`init` is inlined into the caller's
    /// `receive(subscriber:)`), because the switcher itself runs unspecialized behind its upstream's subscription,
    /// where casting to `Just<Output>` would look up that type's metadata for every value.
    @usableFromInline let justOutput: ((Inner) -> Output)?

    @inlinable init(downstream: Downstream, transform: @escaping (Upstream.Output) -> Inner) {
        self.downstream = downstream
        self.transform = transform
        self.justOutput = Inner.self == Just<Output>.self ? { unsafeBitCast($0, to: Just<Output>.self).output } : nil
    }

    // MARK: outer subscriber

    @inlinable func receive(subscription: Subscription) {
        lock.lock()
        guard outer == nil, !terminated else { lock.unlock(); subscription.cancel(); return }
        outer = subscription
        lock.unlock()
        delivery.lock()
        downstream.receive(subscription: self)
        delivery.unlock()
        subscription.request(.unlimited)
    }

    @inlinable func receive(_ input: Upstream.Output) -> Subscribers.Demand {
        lock.lock()
        if terminated { lock.unlock(); return .none }
        generation &+= 1
        let current = generation
        let previous = inner
        inner = nil
        innerRunning = true
        lock.unlock()
        previous?.cancel()
        let next = transform(input)
        // A `Just` sends its value and finishes as soon as it has demand: when the downstream has some, do what its
        // subscription would do, without making one (no subscription object, no subscriber per value).
        if let justOutput, justDelivered(justOutput(next), generation: current) {
            return .none
        }
        next.subscribe(FlatMapLatestInner<Upstream, Inner, Downstream>(parent: self, generation: current))
        return .none
    }

    /// Delivers the value of the latest inner `Just` and finishes it, as its subscription would once requested;
    /// false (nothing done) while the downstream has no demand, so the `Just` is subscribed and waits for it.
    @inlinable func justDelivered(_ value: Output, generation: UInt64) -> Bool {
        lock.lock()
        if demand == .none, generation == self.generation, !terminated { lock.unlock(); return false }
        lock.unlock()
        _ = innerReceived(value, generation: generation)
        innerReceived(completion: .finished, generation: generation)
        return true
    }

    @inlinable func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        if terminated { lock.unlock(); return }
        outer = nil
        outerFinished = true
        end(with: completion, unlessStillRunning: innerRunning, cancelling: &inner)
    }

    /// Ends the stream after one side (the outer publisher or the latest inner one) completed, `lock` held and
    /// released here: a finish waits while `otherRunning` (the other side ends it later); a failure ends it at once,
    /// cancelling the other side's subscription, taken from `other`.
    @inlinable func end(with completion: Subscribers.Completion<Failure>, unlessStillRunning otherRunning: Bool,
                        cancelling other: inout Subscription?) {
        switch completion {
        case .finished:
            if otherRunning { lock.unlock(); return }
            terminated = true
            lock.unlock()
        case .failure:
            terminated = true
            let subscription = other
            other = nil
            lock.unlock()
            subscription?.cancel()
        }
        delivery.lock()
        downstream.receive(completion: completion)
        delivery.unlock()
    }

    // MARK: inner events

    @inlinable func innerReceived(subscription: Subscription, generation: UInt64) {
        lock.lock()
        guard generation == self.generation, !terminated, inner == nil else {
            lock.unlock(); subscription.cancel(); return
        }
        inner = subscription
        let pending = demand
        lock.unlock()
        if pending > .none { subscription.request(pending) }
    }

    @inlinable func innerReceived(_ value: Output, generation: UInt64) -> Subscribers.Demand {
        lock.lock()
        guard generation == self.generation, !terminated, demand > .none else { lock.unlock(); return .none }
        if demand != .unlimited { demand -= 1 }
        lock.unlock()
        delivery.lock()
        let more = downstream.receive(value)
        delivery.unlock()
        if more > .none {
            lock.lock(); demand += more; lock.unlock()
        }
        return more
    }

    @inlinable func innerReceived(completion: Subscribers.Completion<Failure>, generation: UInt64) {
        lock.lock()
        guard generation == self.generation, !terminated else { lock.unlock(); return }
        inner = nil
        innerRunning = false
        end(with: completion, unlessStillRunning: !outerFinished, cancelling: &outer)
    }

    // MARK: subscription

    @inlinable func request(_ newDemand: Subscribers.Demand) {
        precondition(newDemand > .none, "Demand must be greater than zero")
        lock.lock()
        demand += newDemand
        let current = inner
        lock.unlock()
        current?.request(newDemand)
    }

    @inlinable func cancel() {
        lock.lock()
        terminated = true
        let subscriptions = (outer, inner)
        outer = nil
        inner = nil
        lock.unlock()
        subscriptions.0?.cancel()
        subscriptions.1?.cancel()
    }
}

/// Forwards one inner publisher's events to the switcher, tagged with its generation.
@usableFromInline
struct FlatMapLatestInner<Upstream: Publisher, Inner: Publisher, Downstream: Subscriber>: Subscriber
where Inner.Failure == Upstream.Failure, Downstream.Input == Inner.Output, Downstream.Failure == Upstream.Failure {
    @usableFromInline typealias Input = Inner.Output
    @usableFromInline typealias Failure = Inner.Failure

    @usableFromInline let parent: FlatMapLatestSwitcher<Upstream, Inner, Downstream>
    @usableFromInline let generation: UInt64
    @usableFromInline let combineIdentifier = CombineIdentifier()

    @inlinable init(parent: FlatMapLatestSwitcher<Upstream, Inner, Downstream>, generation: UInt64) {
        self.parent = parent
        self.generation = generation
    }

    @inlinable func receive(subscription: Subscription) { parent.innerReceived(subscription: subscription, generation: generation) }
    @inlinable func receive(_ input: Inner.Output) -> Subscribers.Demand { parent.innerReceived(input, generation: generation) }
    @inlinable func receive(completion: Subscribers.Completion<Failure>) { parent.innerReceived(completion: completion, generation: generation) }
}
