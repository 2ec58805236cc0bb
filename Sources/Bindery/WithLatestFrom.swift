extension Publisher {
    /// Combines each value with the latest value of `other`; values arriving before `other` has
    /// sent anything are dropped (RxSwift's `withLatestFrom(_:resultSelector:)`).
    ///
    /// Finishes when this publisher finishes; fails when either fails.
    public func withLatestFrom<Other: Publisher, Result>(
        _ other: Other,
        resultSelector: @escaping (Output, Other.Output) -> Result
    ) -> Publishers.WithLatestFrom<Self, Other, Result> where Other.Failure == Failure {
        Publishers.WithLatestFrom(upstream: self, other: other, resultSelector: resultSelector)
    }

    /// Replaces each value with the latest value of `other` (RxSwift's `withLatestFrom(_:)`).
    public func withLatestFrom<Other: Publisher>(_ other: Other) -> Publishers.WithLatestFrom<Self, Other, Other.Output>
    where Other.Failure == Failure {
        withLatestFrom(other) { _, latest in latest }
    }
}

extension Publishers {
    /// The publisher returned by `withLatestFrom(_:resultSelector:)`.
    public struct WithLatestFrom<Upstream: Publisher, Other: Publisher, Output>: Publisher where Other.Failure == Upstream.Failure {
        /// The failure both publishers share; a failure of either fails the output.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values trigger output.
        public let upstream: Upstream
        /// The publisher whose latest value is sampled.
        public let other: Other
        /// Combines a trigger value with the sampled one.
        public let resultSelector: (Upstream.Output, Other.Output) -> Output

        /// Samples the latest value of `other` at each value of `upstream`, combined by `resultSelector`.
        public init(upstream: Upstream, other: Other, resultSelector: @escaping (Upstream.Output, Other.Output) -> Output) {
            self.upstream = upstream
            self.other = other
            self.resultSelector = resultSelector
        }

        /// Attaches a subscriber: it gets its subscription first (so an `other` that fails at once
        /// fails it properly), then `other` is subscribed, so its current value is ready.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let sampler = Sampler(downstream: subscriber, resultSelector: resultSelector)
            subscriber.receive(subscription: sampler)
            other.subscribe(LatestSubscriber(parent: sampler))
            upstream.subscribe(sampler)
        }
    }
}

extension Publishers.WithLatestFrom {
    /// Subscribes to the trigger publisher and keeps the other's latest value.
    fileprivate final class Sampler<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output

        let downstream: Downstream
        let resultSelector: (Upstream.Output, Other.Output) -> Output
        let lock = StateLock()
        let delivery = DeliveryLock()
        var upstream: Subscription?
        var otherSubscription: Subscription?
        var latest: Other.Output?
        var terminated = false
        /// Demand requested before the trigger's subscription arrived.
        var pendingDemand: Subscribers.Demand = .none

        init(downstream: Downstream, resultSelector: @escaping (Upstream.Output, Other.Output) -> Output) {
            self.downstream = downstream
            self.resultSelector = resultSelector
        }

        func receive(subscription: Subscription) {
            lock.lock()
            guard upstream == nil, !terminated else { lock.unlock(); subscription.cancel(); return }
            upstream = subscription
            let pending = pendingDemand
            pendingDemand = .none
            lock.unlock()
            if pending > .none { subscription.request(pending) }
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard !terminated, let latest else { lock.unlock(); return terminated ? .none : .max(1) }
            lock.unlock()
            delivery.lock()
            let more = downstream.receive(resultSelector(input, latest))
            delivery.unlock()
            return more
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            terminate(with: completion)
        }

        func otherReceived(subscription: Subscription) {
            lock.lock()
            guard otherSubscription == nil, !terminated else { lock.unlock(); subscription.cancel(); return }
            otherSubscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        func otherReceived(_ value: Other.Output) {
            lock.lock()
            if !terminated { latest = value }
            lock.unlock()
        }

        func otherReceived(completion: Subscribers.Completion<Failure>) {
            guard case .failure = completion else { return }
            terminate(with: completion)
        }

        func terminate(with completion: Subscribers.Completion<Failure>) {
            guard end() else { return }
            delivery.lock()
            downstream.receive(completion: completion)
            delivery.unlock()
        }

        func request(_ demand: Subscribers.Demand) {
            precondition(demand > .none, "Demand must be greater than zero")
            lock.lock()
            guard let current = upstream else {
                if !terminated { pendingDemand += demand }
                lock.unlock()
                return
            }
            lock.unlock()
            current.request(demand)
        }

        func cancel() {
            end()
        }

        /// Marks the sampler terminated, forgets the sampled value and cancels both subscriptions; whether it was
        /// still running (a second call finds nothing to cancel).
        @discardableResult
        private func end() -> Bool {
            lock.lock()
            if terminated { lock.unlock(); return false }
            terminated = true
            let subscriptions = (upstream, otherSubscription)
            upstream = nil
            otherSubscription = nil
            latest = nil
            lock.unlock()
            subscriptions.0?.cancel()
            subscriptions.1?.cancel()
            return true
        }
    }

    /// Feeds the sampled publisher's events to the sampler.
    fileprivate struct LatestSubscriber<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Other.Output
        typealias Failure = Other.Failure

        let parent: Sampler<Downstream>
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) { parent.otherReceived(subscription: subscription) }
        func receive(_ input: Other.Output) -> Subscribers.Demand { parent.otherReceived(input); return .none }
        func receive(completion: Subscribers.Completion<Failure>) { parent.otherReceived(completion: completion) }
    }
}
