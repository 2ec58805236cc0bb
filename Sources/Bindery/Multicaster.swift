import Synchronization

/// A live subscriber of a `Multicaster`, as the fan-out sees it: two closures made where the
/// subscriber's type is known, so delivering never runs unspecialized generic code.
///
/// Not generic: the closures take the value (or the completion) by address. The fan-out's list is then an array of
/// one concrete type, whose code is specialized even inside the multicaster's unspecialized paths (a conduit's
/// `request` and `cancel`, reached through the `Subscription` witness), so joining and leaving look up no metadata.
@usableFromInline
struct MulticastListener {
    /// The conduit's identity, for removal.
    @usableFromInline let id: ObjectIdentifier
    /// Delivers the `Output` at this address (respecting the subscriber's demand).
    @usableFromInline let deliver: (UnsafeRawPointer) -> Void
    /// Delivers the `Subscribers.Completion<Failure>` at this address.
    @usableFromInline let complete: (UnsafeRawPointer) -> Void

    @usableFromInline init(id: ObjectIdentifier, deliver: @escaping (UnsafeRawPointer) -> Void,
                           complete: @escaping (UnsafeRawPointer) -> Void) {
        self.id = id
        self.deliver = deliver
        self.complete = complete
    }
}

/// Fans values out to many subscribers, replays a bounded buffer to each new one, and tells its
/// owner when the first subscriber arrives and the last one leaves.
///
/// A subscriber joins the fan-out when it first requests demand (values sent before that are not
/// delivered, as with Combine's subjects); at that moment it receives the replay buffer. Sends are
/// serialized: every subscriber sees the values in one order, and never two calls at once.
@usableFromInline
final class Multicaster<Output, Failure: Error>: @unchecked Sendable {
    @usableFromInline let lock = StateLock()
    /// Held while delivering, so that concurrent sends reach each subscriber one at a time.
    @usableFromInline let delivery = DeliveryLock()
    @exclusivity(unchecked) @usableFromInline var listeners: ContiguousArray<MulticastListener> = []
    @exclusivity(unchecked) @usableFromInline var buffer: ContiguousArray<Output> = []
    @usableFromInline let replayLimit: Int
    @exclusivity(unchecked) @usableFromInline var completion: Subscribers.Completion<Failure>?
    /// Whether `completion` is set: what `send` checks, so the hot path never needs the generic optional's metadata.
    @exclusivity(unchecked) @usableFromInline var isCompleted = false
    /// Called (outside the lock) when the number of live subscribers goes from 0 to 1, with the new generation.
    @usableFromInline var onFirstSubscriber: ((_ generation: UInt64) -> Void)?
    /// Called (outside the lock) when the number of live subscribers goes from 1 to 0, with the generation ending.
    ///
    /// Both run outside the lock, so a first subscriber's call may overtake the previous last one's: the
    /// generation lets the owner ignore a call about a generation that is already over.
    @usableFromInline var onLastSubscriberGone: ((_ generation: UInt64) -> Void)?
    /// Counts the periods with live subscribers (it steps when the first arrives); guarded by `lock`.
    @exclusivity(unchecked) @usableFromInline var generation: UInt64 = 0
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
        let conduit = Conduit(owner: self, downstream: subscriber, retaining: retaining)
        conduit.listener = MulticastListener(
            id: ObjectIdentifier(conduit),
            deliver: { value in conduit.deliver(value.assumingMemoryBound(to: Output.self).pointee) },
            complete: { completion in
                conduit.deliver(completion: completion.assumingMemoryBound(to: Subscribers.Completion<Failure>.self).pointee)
            }
        )
        subscriber.receive(subscription: conduit)
    }

    /// Sends a value to every live subscriber and records it in the replay buffer.
    @inlinable
    func send(_ value: Output) {
        lock.lock()
        if isCompleted { lock.unlock(); return }
        if replayLimit > 0 {
            if buffer.count < replayLimit {
                buffer.append(value)
            } else if replayLimit == 1 {
                buffer[0] = value
            } else {
                buffer.removeFirst()
                buffer.append(value)
            }
        }
        let snapshot = listeners
        lock.unlock()
        delivery.lock()
        withUnsafePointer(to: value) { value in
            // By index, not `for listener in`: copying a listener out would retain and release both its closures.
            // The snapshot must outlive the loop: a listener that cancels replaces `listeners`, and were the
            // snapshot released early (its last use is only the buffer pointer) the closures called here would be
            // freed while they run.
            withExtendedLifetime(snapshot) {
                snapshot.withUnsafeBufferPointer { listeners in
                    for index in listeners.indices { listeners[index].deliver(value) }
                }
            }
        }
        delivery.unlock()
    }

    /// Sends a completion to every live subscriber; with a `generation` (a share's upstream connection), only if
    /// that generation is not over, so an ended connection's completion reaches no one.
    @usableFromInline
    func send(completion: Subscribers.Completion<Failure>, ofGeneration generation: UInt64? = nil) {
        lock.lock()
        if self.completion != nil { lock.unlock(); return }
        if let generation, generation != self.generation { lock.unlock(); return }
        if remembersCompletion { self.completion = completion; isCompleted = true }
        let snapshot = listeners
        listeners.removeAll()
        buffer.removeAll()
        lock.unlock()
        delivery.lock()
        withUnsafePointer(to: completion) { completion in
            for listener in snapshot { listener.complete(completion) }
        }
        delivery.unlock()
    }

    /// The latest buffered value, if any.
    @usableFromInline
    var latest: Output? {
        lock.lock(); defer { lock.unlock() }
        return buffer.last
    }

    /// Makes a subscriber live: it joins the fan-out and gets the replay buffer to deliver.
    @usableFromInline
    func goLive(_ listener: MulticastListener) -> ContiguousArray<Output> {
        lock.lock()
        listeners.append(listener)
        let isFirst = listeners.count == 1
        if isFirst {
            generation &+= 1
            // A share starts afresh with each connection: nothing of the last one is replayed.
            if !remembersCompletion { buffer.removeAll() }
        }
        let (replay, current) = (buffer, generation)
        lock.unlock()
        if isFirst { onFirstSubscriber?(current) }
        return replay
    }

    /// Removes a cancelled subscriber from the fan-out.
    @usableFromInline
    func detach(_ id: ObjectIdentifier) {
        lock.lock()
        guard let index = listeners.firstIndex(where: { $0.id == id }) else { lock.unlock(); return }
        listeners.remove(at: index)
        let wasLast = listeners.isEmpty
        let ending = generation
        lock.unlock()
        if wasLast { onLastSubscriberGone?(ending) }
    }

    /// The subscription handed to one subscriber.
    @usableFromInline
    final class Conduit<Downstream: Subscriber>: Subscription, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        @usableFromInline let state = StateLock()
        /// Guarded by the multicaster's delivery lock; emptied when the subscription ends.
        @usableFromInline let downstream = LatestSlot<Downstream>()
        /// Guarded by `state`.
        @exclusivity(unchecked) @usableFromInline var owner: Multicaster?
        /// Guarded by `state`.
        @exclusivity(unchecked) @usableFromInline var demand: Subscribers.Demand = .none
        /// Set once the demand is unlimited: from then on delivery skips the demand bookkeeping.
        @usableFromInline let isUnlimited = Atomic<Bool>(false)
        /// Guarded by `state`.
        @exclusivity(unchecked) @usableFromInline var isLive = false
        /// The closures the fan-out calls; cleared when the subscription ends (they retain the conduit).
        @exclusivity(unchecked) @usableFromInline var listener: MulticastListener?
        /// Keeps the owning publisher alive while the subscriber holds this subscription.
        @usableFromInline let retained: AnyObject?

        @usableFromInline init(owner: Multicaster, downstream: Downstream, retaining: AnyObject?) {
            self.owner = owner
            self.downstream.set(downstream)
            self.retained = retaining
        }

        /// Delivers a value if the downstream has demand (called with the delivery lock held).
        @inlinable func deliver(_ value: Output) {
            if !isUnlimited.load(ordering: .relaxed) {
                state.lock()
                guard demand > .none else { state.unlock(); return }
                demand -= 1
                state.unlock()
            }
            guard downstream.hasValue else { return }
            let more = downstream.value.receive(value)
            if more > .none, !isUnlimited.load(ordering: .relaxed) { addDemand(more) }
        }

        /// Delivers the completion and ends the subscription (called with the delivery lock held).
        @usableFromInline func deliver(completion: Subscribers.Completion<Failure>) {
            state.lock()
            owner = nil
            listener = nil
            state.unlock()
            guard downstream.hasValue else { return }
            let subscriber = downstream.value
            downstream.clear()
            subscriber.receive(completion: completion)
        }

        @usableFromInline func addDemand(_ more: Subscribers.Demand) {
            state.lock()
            demand += more
            if demand == .unlimited { isUnlimited.store(true, ordering: .relaxed) }
            state.unlock()
        }

        @usableFromInline func request(_ newDemand: Subscribers.Demand) {
            precondition(newDemand > .none, "Demand must be greater than zero")
            state.lock()
            guard let owner, let listener else { state.unlock(); return }
            demand += newDemand
            if demand == .unlimited { isUnlimited.store(true, ordering: .relaxed) }
            let becomesLive = !isLive
            isLive = true
            state.unlock()
            guard becomesLive else { return }
            let replay = owner.goLive(listener)
            guard !replay.isEmpty else { return }
            owner.delivery.lock()
            for value in replay { deliver(value) }
            owner.delivery.unlock()
        }

        @usableFromInline func cancel() {
            state.lock()
            let owner = self.owner
            self.owner = nil
            let id = listener?.id
            listener = nil
            state.unlock()
            guard let owner else { return }
            owner.delivery.lock()
            downstream.clear()
            owner.delivery.unlock()
            if let id { owner.detach(id) }
        }
    }
}
