/// The latest value of each upstream of a `combineLatest`, and the combined output once all have one.
@usableFromInline
protocol LatestValues {
    /// The combined output.
    associatedtype Output
    /// The number of upstreams.
    var count: Int { get }
    /// Whether every upstream has sent a value.
    var isComplete: Bool { get }
    /// The combination of the latest values; only valid when `isComplete`.
    func combine() -> Output
}

/// The shared machinery of every `combineLatest`: one subscription per upstream, the latest value of
/// each, demand forwarded to every upstream, and a pending combination held while demand is zero.
///
/// Semantics follow Apple's Combine: nothing is sent until every upstream has sent a value; the
/// first failure fails the whole and cancels the rest; it finishes when every upstream has finished.
@usableFromInline
final class CombineLatestCore<Values: LatestValues, Downstream: Subscriber>: Subscription, UpstreamSlots, @unchecked Sendable
where Downstream.Input == Values.Output {
    @usableFromInline typealias Failure = Downstream.Failure

    @usableFromInline let downstream: Downstream
    @usableFromInline let lock = StateLock()
    @usableFromInline let delivery = DeliveryLock()
    @exclusivity(unchecked) @usableFromInline var values: Values
    @exclusivity(unchecked) @usableFromInline var subscriptions: [Subscription?]
    @exclusivity(unchecked) @usableFromInline var demand: Subscribers.Demand = .none
    @exclusivity(unchecked) @usableFromInline var hasPending = false
    @exclusivity(unchecked) @usableFromInline var finishedCount = 0
    @exclusivity(unchecked) @usableFromInline var terminated = false
    /// Every upstream finished while a combination was held for lack of demand: finish after delivering it.
    @exclusivity(unchecked) @usableFromInline var finishAfterPending = false

    @inlinable init(downstream: Downstream, values: Values) {
        self.downstream = downstream
        self.values = values
        self.subscriptions = Array(repeating: nil, count: values.count)
    }

    /// Records upstream `index`'s subscription; forwards any demand already requested.
    @inlinable func received(subscription: Subscription, at index: Int) {
        store(subscription, at: index, guardedBy: lock)
    }

    /// Stores upstream `index`'s value and sends the new combination if there is demand.
    @inlinable func received(at index: Int, update: (inout Values) -> Void) {
        lock.lock()
        if terminated { lock.unlock(); return }
        update(&values)
        guard values.isComplete else { lock.unlock(); return }
        guard demand > .none else { hasPending = true; lock.unlock(); return }
        if demand != .unlimited { demand -= 1 }
        hasPending = false
        let combined = values.combine()
        lock.unlock()
        send(combined)
    }

    @inlinable func send(_ combined: Values.Output) {
        delivery.lock()
        let more = downstream.receive(combined)
        delivery.unlock()
        if more > .none { request(more) }
    }

    /// Handles upstream `index`'s completion.
    @usableFromInline func received(completion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        if terminated { lock.unlock(); return }
        subscriptions[index] = nil
        var others: [Subscription?] = []
        switch completion {
        case .finished:
            finishedCount += 1
            guard finishedCount == values.count else { lock.unlock(); return }
            if hasPending {
                finishAfterPending = true
                subscriptions = []
                lock.unlock()
                return
            }
        case .failure:
            others = subscriptions
        }
        terminated = true
        subscriptions = []
        lock.unlock()
        for subscription in others { subscription?.cancel() }
        delivery.lock()
        downstream.receive(completion: completion)
        delivery.unlock()
    }

    @usableFromInline func request(_ newDemand: Subscribers.Demand) {
        precondition(newDemand > .none, "Demand must be greater than zero")
        lock.lock()
        // Once unlimited, more demand changes nothing: don't bother the upstreams again.
        if terminated || demand == .unlimited { lock.unlock(); return }
        demand += newDemand
        let upstreams = subscriptions
        var pending: Values.Output?
        if hasPending, values.isComplete {
            hasPending = false
            if demand != .unlimited { demand -= 1 }
            pending = values.combine()
        }
        let finishNow = finishAfterPending && pending != nil
        if finishNow { terminated = true }
        lock.unlock()
        for subscription in upstreams { subscription?.request(newDemand) }
        guard let pending else { return }
        if finishNow {
            delivery.lock()
            _ = downstream.receive(pending)
            downstream.receive(completion: .finished)
            delivery.unlock()
        } else {
            send(pending)
        }
    }

    @usableFromInline func cancel() {
        lock.lock()
        terminated = true
        let upstreams = subscriptions
        subscriptions = []
        lock.unlock()
        for subscription in upstreams { subscription?.cancel() }
    }
}

/// Feeds one upstream's events into a `CombineLatestCore`.
@usableFromInline
struct CombineLatestSide<Upstream: Publisher, Values: LatestValues, Downstream: Subscriber>: Subscriber
where Downstream.Input == Values.Output, Downstream.Failure == Upstream.Failure {
    @usableFromInline typealias Input = Upstream.Output
    @usableFromInline typealias Failure = Upstream.Failure

    @usableFromInline let core: CombineLatestCore<Values, Downstream>
    @usableFromInline let index: Int
    @usableFromInline let store: (inout Values, Upstream.Output) -> Void
    @usableFromInline let combineIdentifier = CombineIdentifier()

    @inlinable init(core: CombineLatestCore<Values, Downstream>, index: Int,
                           store: @escaping (inout Values, Upstream.Output) -> Void) {
        self.core = core
        self.index = index
        self.store = store
    }

    @inlinable func receive(subscription: Subscription) { core.received(subscription: subscription, at: index) }

    @inlinable func receive(_ input: Upstream.Output) -> Subscribers.Demand {
        core.received(at: index) { store(&$0, input) }
        return .none
    }

    @inlinable func receive(completion: Subscribers.Completion<Upstream.Failure>) {
        core.received(completion: completion, at: index)
    }
}
