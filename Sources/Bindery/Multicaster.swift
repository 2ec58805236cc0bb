/// One downstream subscription of a `Multicaster`; subclassed per subscriber type to avoid type erasure.
@usableFromInline
class MulticastConduit<Output, Failure: Error>: Subscription {
    @usableFromInline init() {}
    /// Delivers a value if the downstream has demand; drops it otherwise.
    @usableFromInline func deliver(_ value: Output) {}
    /// Delivers the completion and ends the subscription.
    @usableFromInline func deliver(completion: Subscribers.Completion<Failure>) {}
    /// Subscription conformance; overridden.
    @usableFromInline func request(_ demand: Subscribers.Demand) {}
    /// Subscription conformance; overridden.
    @usableFromInline func cancel() {}
}

/// Fans values out to many subscribers, replays a bounded buffer to each new one, and tells its
/// owner when the first subscriber arrives and the last one leaves.
///
/// A subscriber joins the fan-out when it first requests demand (values sent before that are not
/// delivered, as with Combine's subjects); at that moment it receives the replay buffer.
@usableFromInline
final class Multicaster<Output, Failure: Error>: @unchecked Sendable {
    @usableFromInline let lock = StateLock()
    @usableFromInline var conduits: ContiguousArray<MulticastConduit<Output, Failure>> = []
    @usableFromInline var buffer: ContiguousArray<Output> = []
    @usableFromInline let replayLimit: Int
    @usableFromInline var completion: Subscribers.Completion<Failure>?
    /// Called (outside the lock) when the number of live subscribers goes from 0 to 1.
    @usableFromInline var onFirstSubscriber: (() -> Void)?
    /// Called (outside the lock) when the number of live subscribers goes from 1 to 0.
    @usableFromInline var onLastSubscriberGone: (() -> Void)?
    /// Whether a completion is remembered and sent to later subscribers (subjects) or forgotten (shares).
    @usableFromInline let remembersCompletion: Bool

    @usableFromInline
    init(replayLimit: Int, initial: ContiguousArray<Output> = [], remembersCompletion: Bool = true) {
        self.replayLimit = replayLimit
        self.buffer = initial
        self.remembersCompletion = remembersCompletion
    }

    /// Attaches a new subscriber; it becomes live on its first request. Its subscription keeps
    /// `retaining` (the publisher that owns this multicaster) alive.
    @inlinable
    func attach<Downstream: Subscriber>(_ subscriber: Downstream, retaining: AnyObject? = nil)
    where Downstream.Input == Output, Downstream.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        lock.unlock()
        subscriber.receive(subscription: Conduit(owner: self, downstream: subscriber, retaining: retaining))
    }

    /// Sends a value to every live subscriber and records it in the replay buffer.
    @inlinable
    func send(_ value: Output) {
        lock.lock()
        if completion != nil { lock.unlock(); return }
        if replayLimit > 0 {
            if buffer.count == replayLimit { buffer.removeFirst() }
            buffer.append(value)
        }
        let snapshot = conduits
        lock.unlock()
        for conduit in snapshot { conduit.deliver(value) }
    }

    /// Sends a completion to every live subscriber.
    @usableFromInline
    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        if self.completion != nil { lock.unlock(); return }
        if remembersCompletion { self.completion = completion }
        let snapshot = conduits
        conduits.removeAll()
        buffer.removeAll()
        lock.unlock()
        for conduit in snapshot { conduit.deliver(completion: completion) }
    }

    /// The latest buffered value, if any.
    @usableFromInline
    var latest: Output? {
        lock.lock(); defer { lock.unlock() }
        return buffer.last
    }

    /// Forgets the replay buffer (a share whose upstream was disconnected starts afresh).
    @usableFromInline
    func clearBuffer() {
        lock.lock(); buffer.removeAll(); lock.unlock()
    }

    /// Makes a conduit live: it joins the fan-out and gets the replay buffer to deliver.
    @usableFromInline
    func goLive(_ conduit: MulticastConduit<Output, Failure>) -> ContiguousArray<Output> {
        lock.lock()
        conduits.append(conduit)
        let isFirst = conduits.count == 1
        let replay = buffer
        lock.unlock()
        if isFirst { onFirstSubscriber?() }
        return replay
    }

    /// Removes a cancelled conduit from the fan-out.
    @usableFromInline
    func detach(_ conduit: MulticastConduit<Output, Failure>) {
        lock.lock()
        guard let index = conduits.firstIndex(where: { $0 === conduit }) else { lock.unlock(); return }
        conduits.remove(at: index)
        let wasLast = conduits.isEmpty
        lock.unlock()
        if wasLast { onLastSubscriberGone?() }
    }

    /// The subscription handed to one subscriber.
    @usableFromInline
    final class Conduit<Downstream: Subscriber>: MulticastConduit<Output, Failure>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        @usableFromInline let state = StateLock()
        @usableFromInline let delivery = DeliveryLock()
        @usableFromInline var downstream: Downstream?
        @usableFromInline var owner: Multicaster?
        @usableFromInline var demand: Subscribers.Demand = .none
        @usableFromInline var isLive = false
        /// Keeps the owning publisher alive while the subscriber holds this subscription.
        @usableFromInline let retained: AnyObject?

        @usableFromInline init(owner: Multicaster, downstream: Downstream, retaining: AnyObject?) {
            self.owner = owner
            self.downstream = downstream
            self.retained = retaining
        }

        @inlinable override func deliver(_ value: Output) {
            state.lock()
            guard let downstream, demand > .none else { state.unlock(); return }
            if demand != .unlimited { demand -= 1 }
            state.unlock()
            delivery.lock()
            let more = downstream.receive(value)
            delivery.unlock()
            if more > .none {
                state.lock(); demand += more; state.unlock()
            }
        }

        @usableFromInline override func deliver(completion: Subscribers.Completion<Failure>) {
            state.lock()
            guard let downstream else { state.unlock(); return }
            self.downstream = nil
            owner = nil
            state.unlock()
            delivery.lock()
            downstream.receive(completion: completion)
            delivery.unlock()
        }

        @usableFromInline override func request(_ newDemand: Subscribers.Demand) {
            precondition(newDemand > .none, "Demand must be greater than zero")
            state.lock()
            guard downstream != nil, let owner else { state.unlock(); return }
            demand += newDemand
            let becomesLive = !isLive
            isLive = true
            state.unlock()
            guard becomesLive else { return }
            for value in owner.goLive(self) { deliver(value) }
        }

        @usableFromInline override func cancel() {
            state.lock()
            let owner = self.owner
            self.owner = nil
            downstream = nil
            state.unlock()
            owner?.detach(self)
        }
    }
}
