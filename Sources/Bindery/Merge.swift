#if !canImport(Combine)
// Apple's Combine has these operators; OpenCombine 0.14 does not. Same spelling at the call site
// (`a.merge(with: b, c)`), same semantics; every arity is a `MergeMany` of type-erased upstreams.

extension Publisher {
    /// Interleaves the values of this publisher and `others` (up to seven) as they arrive.
    public func merge<P: Publisher>(with other: P) -> Publishers.MergeMany<AnyPublisher<Output, Failure>>
    where P.Output == Output, P.Failure == Failure {
        Publishers.MergeMany([eraseToAnyPublisher(), other.eraseToAnyPublisher()])
    }

    /// Interleaves the values of this publisher and two others.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.MergeMany<AnyPublisher<Output, Failure>>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.MergeMany([eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()])
    }

    /// Interleaves the values of this publisher and three others.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
        -> Publishers.MergeMany<AnyPublisher<Output, Failure>>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
          D.Output == Output, D.Failure == Failure {
        Publishers.MergeMany([eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher()])
    }

    /// Interleaves the values of this publisher and four others.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(with b: B, _ c: C, _ d: D, _ e: E)
        -> Publishers.MergeMany<AnyPublisher<Output, Failure>>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
          D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure {
        merge(with: b, c, d).merge(with: e.eraseToAnyPublisher())
    }

    /// Interleaves the values of this publisher and five others.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> Publishers.MergeMany<AnyPublisher<Output, Failure>>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
          D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure,
          F.Output == Output, F.Failure == Failure {
        merge(with: b, c, d).merge(with: e.eraseToAnyPublisher()).merge(with: f.eraseToAnyPublisher())
    }

    /// Interleaves the values of this publisher and six others.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) -> Publishers.MergeMany<AnyPublisher<Output, Failure>>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
          D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure,
          F.Output == Output, F.Failure == Failure, G.Output == Output, G.Failure == Failure {
        merge(with: b, c, d, e, f).merge(with: g.eraseToAnyPublisher())
    }

    /// Interleaves the values of this publisher and seven others.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> Publishers.MergeMany<AnyPublisher<Output, Failure>>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
          D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure,
          F.Output == Output, F.Failure == Failure, G.Output == Output, G.Failure == Failure,
          H.Output == Output, H.Failure == Failure {
        merge(with: b, c, d, e, f, g).merge(with: h.eraseToAnyPublisher())
    }
}

extension Publishers {
    /// The values of many publishers of one type, interleaved as they arrive.
    ///
    /// Demand is honoured: values that arrive while the subscriber has none are queued in arrival
    /// order. It finishes when every upstream has finished (after the queue drains) and fails on the
    /// first failure, cancelling the rest.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The upstreams' values, in the order they arrive.
        public typealias Output = Upstream.Output
        /// The failure the upstreams share; the first failure of any fails the merge and cancels the rest.
        public typealias Failure = Upstream.Failure

        /// The publishers merged, subscribed in this order.
        public let publishers: [Upstream]

        /// Merges the given publishers, subscribing them in the order given.
        public init(_ upstream: Upstream...) { publishers = upstream }

        /// Merges the publishers of a sequence, subscribing them in its order.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        /// Subscribes `subscriber` to the merge, then each upstream in order; with none, it finishes at once.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let core = MergeCore<S>(downstream: subscriber, count: publishers.count)
            subscriber.receive(subscription: core)
            if publishers.isEmpty { core.drain(); return }
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(MergeSide(core: core, index: index))
            }
        }

        /// The same merge with one more publisher.
        public func merge(with other: Upstream) -> MergeMany { MergeMany(publishers + [other]) }
    }
}

extension Publishers.MergeMany {
    /// Holds the upstream subscriptions, the downstream demand and the queue of undelivered values.
    fileprivate final class MergeCore<Downstream: Subscriber>: Subscription, UpstreamSlots, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        let downstream: Downstream
        let lock = StateLock()
        let delivery = DeliveryLock()
        // Guarded by `lock`, so not checked for exclusivity at run time (a call into the runtime per access).
        @exclusivity(unchecked) var subscriptions: [Subscription?]
        @exclusivity(unchecked) var demand: Subscribers.Demand = .none
        @exclusivity(unchecked) var queue: [Output] = []
        /// `queue.count`, kept beside it: where the merge runs unspecialized, asking the array itself looked up
        /// `[Output]`'s metadata and called the generic `isEmpty`, three times a value (about 1,100 instructions a
        /// Dutch pay event in callgrind's g).
        @exclusivity(unchecked) var queued = 0
        @exclusivity(unchecked) var finishedCount = 0
        @exclusivity(unchecked) var terminated = false
        @exclusivity(unchecked) var completionSent = false
        @exclusivity(unchecked) var draining = false

        init(downstream: Downstream, count: Int) {
            self.downstream = downstream
            self.subscriptions = Array(repeating: nil, count: count)
        }

        func received(subscription: Subscription, at index: Int) {
            store(subscription, at: index, guardedBy: lock)
        }

        func received(_ value: Output) {
            lock.lock()
            if terminated { lock.unlock(); return }
            // The usual case (nothing queued or being delivered, demand left) skips the queue: its append and
            // removeFirst run unspecialized and looked up the metadata of `[Output]`, `Range` and `Optional` on every
            // value (about 3,000 instructions a Dutch pay event in callgrind's g).
            if !draining, queued == 0, demand > .none {
                draining = true
                if demand != .unlimited { demand -= 1 }
                lock.unlock()
                deliverThenLock(value)
                drainLocked()
                return
            }
            queue.append(value)
            queued += 1
            lock.unlock()
            drain()
        }

        func received(completion: Subscribers.Completion<Failure>, at index: Int) {
            lock.lock()
            if terminated { lock.unlock(); return }
            subscriptions[index] = nil
            switch completion {
            case .finished:
                finishedCount += 1
                lock.unlock()
                drain()
            case .failure:
                endLocked()
                delivery.lock()
                downstream.receive(completion: completion)
                delivery.unlock()
            }
        }

        /// Delivers queued values while there is demand; finishes once all upstreams finished and the queue is empty.
        func drain() {
            lock.lock()
            if draining { lock.unlock(); return }
            draining = true
            drainLocked()
        }

        /// The drain's loop, entered holding `lock` with `draining` set; returns with the lock released and
        /// `draining` cleared.
        private func drainLocked() {
            while true {
                if completionSent { draining = false; lock.unlock(); return }
                if queued > 0, demand > .none {
                    let value = queue.removeFirst()
                    queued -= 1
                    if demand != .unlimited { demand -= 1 }
                    lock.unlock()
                    deliverThenLock(value)
                    continue
                }
                if queued == 0, finishedCount == subscriptions.count, !terminated { return finishLocked() }
                draining = false
                lock.unlock()
                return
            }
        }

        /// Sends `.finished` downstream; entered holding `lock`, returns with it released. A function of its own so
        /// that `drainLocked`, run for every value, does not look up `Subscribers.Completion<Failure>`'s generic
        /// metadata (a runtime hash lookup where the merge is not specialized) that only this needs.
        @inline(never)
        private func finishLocked() {
            terminated = true
            completionSent = true
            draining = false
            lock.unlock()
            delivery.lock()
            downstream.receive(completion: .finished)
            delivery.unlock()
        }

        /// Delivers one value (called without `lock`, returns holding it) and passes on the demand it asks for.
        private func deliverThenLock(_ value: Output) {
            delivery.lock()
            let more = downstream.receive(value)
            delivery.unlock()
            lock.lock()
            if more > .none {
                demand += more
                let upstreams = subscriptions
                lock.unlock()
                for subscription in upstreams { subscription?.request(more) }
                lock.lock()
            }
        }

        func request(_ newDemand: Subscribers.Demand) {
            precondition(newDemand > .none, "Demand must be greater than zero")
            lock.lock()
            if terminated { lock.unlock(); return }
            demand += newDemand
            let upstreams = subscriptions
            lock.unlock()
            for subscription in upstreams { subscription?.request(newDemand) }
            drain()
        }

        func cancel() {
            lock.lock()
            endLocked()
        }

        /// Ends the merge (entered holding `lock`, returns with it released): nothing more is delivered, the queue
        /// is dropped and every upstream still running is cancelled.
        private func endLocked() {
            terminated = true
            completionSent = true
            let upstreams = subscriptions
            subscriptions = []
            queue = []
            queued = 0
            lock.unlock()
            for subscription in upstreams { subscription?.cancel() }
        }
    }

    /// Feeds one upstream's events into the merge.
    fileprivate struct MergeSide<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        let core: MergeCore<Downstream>
        let index: Int
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) { core.received(subscription: subscription, at: index) }
        func receive(_ input: Upstream.Output) -> Subscribers.Demand { core.received(input); return .none }
        func receive(completion: Subscribers.Completion<Upstream.Failure>) { core.received(completion: completion, at: index) }
    }
}
#endif
