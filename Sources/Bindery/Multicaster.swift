import Synchronization

/// A live subscriber of a `Multicaster`, as the fan-out sees it: a closure made where the subscriber's type is known,
/// so delivering a value never runs unspecialized generic code, and the conduit itself for the rare completion.
///
/// Not generic: the closure takes the value by address. The fan-out's list is then of one concrete type, whose code
/// is specialized even inside the multicaster's unspecialized paths (a conduit's `request` and `cancel`, reached
/// through the `Subscription` witness), so joining and leaving look up no metadata. The completion goes through a
/// witness instead of a second closure: a closure that handled both would look up `Subscribers.Completion<Failure>`'s
/// metadata on every value where it is made unspecialized (300 instructions an event in callgrind's a), and a second
/// closure would cost a second retain each time the fan-out copies a listener.
@usableFromInline
struct MulticastListener {
    /// The conduit, for the completion and for removal. Not retained here: `deliver` captures it strongly, so it
    /// lives as long as this listener does.
    @usableFromInline unowned(unsafe) let conduit: any MulticastCompletable
    /// Delivers the `Output` at this address (respecting the subscriber's demand).
    @usableFromInline let deliver: (UnsafeRawPointer) -> Void

    @usableFromInline init(conduit: any MulticastCompletable, deliver: @escaping (UnsafeRawPointer) -> Void) {
        self.conduit = conduit
        self.deliver = deliver
    }

    /// The conduit's identity.
    @inlinable var id: ObjectIdentifier { ObjectIdentifier(conduit) }
}

/// A multicaster's conduit as the fan-out completes it.
@usableFromInline
protocol MulticastCompletable: AnyObject {
    /// Delivers the `Subscribers.Completion<Failure>` at this address and ends the subscription.
    func deliver(completionAt pointer: UnsafeRawPointer)
}

/// Fans values out to many subscribers, replays a bounded buffer to each new one, and tells its
/// owner when the first subscriber arrives and the last one leaves.
///
/// A subscriber joins the fan-out when it first requests demand (values sent before that are not
/// delivered, as with Combine's subjects); at that moment it receives the replay buffer. Sends are
/// serialized: every subscriber sees the values in one order, and never two calls at once.
///
/// The base class of `PublishRelay`, `BehaviorRelay` and `ShareReplay`, so that each is one object with its fan-out
/// rather than two (an idle tab holds a few dozen). Public only so that those public classes can inherit it: its
/// members are internal, and nothing outside Bindery can make or subclass one.
public class Multicaster<Output, Failure: Error>: @unchecked Sendable {
    // The fields are declared in the order that packs them tightest (Swift lays a class out as declared): the 4-byte
    // lock and replay limit share a word, the flags share another, and the completion, whose size depends on
    // `Failure`, comes last. 116 bytes for a relay: a 128-byte heap block, where the declaration order took 160.
    @usableFromInline final let lock = StateLock()
    /// How many values a new subscriber is replayed (`Int.max`, unbounded, is kept as `Int32.max`).
    @usableFromInline final let replayLimit: Int32
    /// Held while delivering, so that concurrent sends reach each subscriber one at a time.
    @usableFromInline final let delivery = DeliveryLock()
    /// The earliest live subscriber, kept inline: most multicasters have exactly one, and then the fan-out allocates
    /// no list. Nil only when no subscriber is live.
    @exclusivity(unchecked) @usableFromInline final var first: MulticastListener?
    /// The later live subscribers, in the order they joined; empty whenever `first` is nil.
    @exclusivity(unchecked) @usableFromInline final var others: ContiguousArray<MulticastListener> = []
    /// The values replayed to a new subscriber when it replays more than one; empty otherwise.
    @exclusivity(unchecked) @usableFromInline final var buffer: ContiguousArray<Output> = []
    /// With a replay of one (every Driver's and `BehaviorRelay`'s), the value replayed, in a cell allocated once
    /// instead of in `buffer`: `send` runs unspecialized, and writing the array there looked up
    /// `ContiguousArray<Output>`'s metadata on every value (430 instructions a send, 10 sends a Dutch pay event in
    /// callgrind's g). Nil for other replays; valid while `hasLatest`.
    @usableFromInline final let latestCell: UnsafeMutablePointer<Output>?
    /// Counts the periods with live subscribers (it steps when the first arrives); guarded by `lock`.
    @exclusivity(unchecked) @usableFromInline final var generation: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline final var hasLatest = false
    /// Whether `completion` is set: what `send` checks, so the hot path never needs the generic optional's metadata.
    @exclusivity(unchecked) @usableFromInline final var isCompleted = false
    /// Whether a completion is remembered and sent to later subscribers (subjects) or forgotten (shares).
    @usableFromInline final let remembersCompletion: Bool
    @exclusivity(unchecked) @usableFromInline final var completion: Subscribers.Completion<Failure>?

    @inlinable
    init(replayLimit: Int, initial: ContiguousArray<Output> = [], remembersCompletion: Bool = true) {
        // Clamped: an unbounded replay (`ReplaySubject.createUnbounded()`, `Int.max`) keeps 2^31 - 1 values at most.
        self.replayLimit = Int32(clamping: replayLimit)
        self.remembersCompletion = remembersCompletion
        if replayLimit == 1 {
            let cell = UnsafeMutablePointer<Output>.allocate(capacity: 1)
            if let value = initial.last {
                cell.initialize(to: value)
                hasLatest = true
            }
            latestCell = cell
        } else {
            latestCell = nil
            buffer = initial
        }
    }

    deinit {
        if let latestCell {
            if hasLatest { latestCell.deinitialize(count: 1) }
            latestCell.deallocate()
        }
    }

    /// Forgets every value kept for replay (under `lock`).
    @inlinable final func forgetReplay() {
        if let latestCell, hasLatest {
            latestCell.deinitialize(count: 1)
            hasLatest = false
        }
        if !buffer.isEmpty { buffer.removeAll() }
    }

    /// Attaches a new subscriber; it becomes live on its first request. Its subscription keeps this multicaster (the
    /// relay or share itself) alive until it ends.
    @inlinable
    final func attach<Downstream: Subscriber>(_ subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        lock.unlock()
        let conduit = Conduit(owner: self, downstream: subscriber)
        conduit.listener = MulticastListener(conduit: conduit) { value in
            conduit.deliver(value.assumingMemoryBound(to: Output.self).pointee)
        }
        subscriber.receive(subscription: conduit)
    }

    /// Sends a value to every live subscriber and records it in the replay buffer.
    @inlinable
    final func send(_ value: Output) {
        lock.lock()
        if isCompleted { lock.unlock(); return }
        if let latestCell {
            if hasLatest { latestCell.pointee = value } else { latestCell.initialize(to: value); hasLatest = true }
        } else if replayLimit > 0 {
            if buffer.count < Int(replayLimit) {
                buffer.append(value)
            } else {
                buffer.removeFirst()
                buffer.append(value)
            }
        }
        // Copies taken under the lock keep each listener's closure (and so its conduit) alive while it runs, even if
        // it cancels during delivery and replaces `first` or `others`. Copying `first` retains its conduit once; the
        // list is copied (one retain of its buffer) only when there is one.
        guard let head = first else { lock.unlock(); return }
        let rest = others.isEmpty ? nil : others
        lock.unlock()
        delivery.lock()
        withUnsafePointer(to: value) { value in
            head.deliver(value)
            if let rest {
                // By index, not `for listener in`: copying a listener out would retain and release its closure. The
                // copy must outlive the loop, or the optimizer may release it once the buffer pointer is taken
                // (7292d62: a listener that cancels would free the closures being called).
                withExtendedLifetime(rest) {
                    rest.withUnsafeBufferPointer { listeners in
                        for index in listeners.indices { listeners[index].deliver(value) }
                    }
                }
            }
        }
        delivery.unlock()
    }

    /// Sends a completion to every live subscriber; with a `generation` (a share's upstream connection), only if
    /// that generation is not over, so an ended connection's completion reaches no one.
    @usableFromInline
    final func send(completion: Subscribers.Completion<Failure>, ofGeneration generation: UInt64? = nil) {
        lock.lock()
        if self.completion != nil { lock.unlock(); return }
        if let generation, generation != self.generation { lock.unlock(); return }
        if remembersCompletion { self.completion = completion; isCompleted = true }
        let (head, rest) = (first, others)
        first = nil
        others = []
        forgetReplay()
        lock.unlock()
        delivery.lock()
        // The copies keep each conduit alive (through its `deliver` closure) while it completes and lets go of them.
        withExtendedLifetime((head, rest)) {
            withUnsafePointer(to: completion) { completion in
                head?.conduit.deliver(completionAt: completion)
                for listener in rest { listener.conduit.deliver(completionAt: completion) }
            }
        }
        delivery.unlock()
    }

    /// The latest buffered value, if any.
    @usableFromInline
    final var latest: Output? {
        lock.lock(); defer { lock.unlock() }
        if let latestCell { return hasLatest ? latestCell.pointee : nil }
        return buffer.last
    }

    /// Makes a subscriber live when the multicaster keeps no `latestCell`: it joins the fan-out and gets the replay
    /// buffer to deliver.
    @usableFromInline
    final func goLive(_ listener: MulticastListener) -> ContiguousArray<Output> {
        lock.lock()
        let isFirst = join(listener)
        let (replay, current) = (buffer, generation)
        lock.unlock()
        if isFirst { firstSubscriberArrived(current) }
        return replay
    }

    /// Makes a subscriber live when the multicaster replays one value (`latestCell`): it joins the fan-out, and the
    /// value to replay, if any, is copied into `latest` (uninitialized until then). Whether one was.
    @usableFromInline
    final func goLive(_ listener: MulticastListener, copyingLatestTo latest: UnsafeMutablePointer<Output>) -> Bool {
        lock.lock()
        let isFirst = join(listener)
        let copied = hasLatest
        if copied, let latestCell { latest.initialize(to: latestCell.pointee) }
        let current = generation
        lock.unlock()
        if isFirst { firstSubscriberArrived(current) }
        return copied
    }

    /// Adds a listener to the fan-out (under `lock`); whether it is the first live one, which starts a generation.
    @inlinable final func join(_ listener: MulticastListener) -> Bool {
        guard first == nil else {
            others.append(listener)
            return false
        }
        first = listener
        generation &+= 1
        // A share starts afresh with each connection: nothing of the last one is replayed.
        if !remembersCompletion { forgetReplay() }
        return true
    }

    /// Removes a cancelled subscriber from the fan-out.
    @usableFromInline
    final func detach(_ id: ObjectIdentifier) {
        lock.lock()
        if first?.id == id {
            // The next in line moves up, so `first` is nil only when no one is live.
            first = others.isEmpty ? nil : others.removeFirst()
        } else if let index = others.firstIndex(where: { $0.id == id }) {
            others.remove(at: index)
        } else {
            lock.unlock(); return
        }
        let wasLast = first == nil
        let ending = generation
        lock.unlock()
        if wasLast { lastSubscriberLeft(ending) }
    }

    /// The number of live subscribers went from 0 to 1, starting `generation` (outside the lock). A share connects
    /// upstream here; relays and subjects do nothing.
    ///
    /// This call and `lastSubscriberLeft(_:)` come outside the lock, so a first subscriber's may overtake the previous
    /// last one's: the generation lets a share ignore a call about a generation that is already over.
    @usableFromInline func firstSubscriberArrived(_ generation: UInt64) {}

    /// The number of live subscribers went from 1 to 0, ending `generation` (outside the lock). A share disconnects.
    @usableFromInline func lastSubscriberLeft(_ generation: UInt64) {}

    /// The subscription handed to one subscriber.
    @usableFromInline
    final class Conduit<Downstream: Subscriber>: Subscription, MulticastCompletable, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Declared so that the lock, the three flags and the delivery count share one word (Swift lays a class out as
        // declared): 80 bytes, a 96-byte heap block, where the order of their meaning took 112.
        @usableFromInline let state = StateLock()
        @exclusivity(unchecked) @usableFromInline var hasDownstream = true
        /// Set once the demand is unlimited: from then on delivery skips the demand bookkeeping.
        @usableFromInline let isUnlimited = Atomic<Bool>(false)
        /// Guarded by `state`.
        @exclusivity(unchecked) @usableFromInline var isLive = false
        /// How many deliveries are running on the subscriber in its cell (re-entrant sends nest); while any is, the
        /// cell is not emptied, only marked (`hasDownstream` false), and the outermost empties it when it returns.
        /// Guarded by the multicaster's delivery lock. It fills the word the lock and the flags share.
        @exclusivity(unchecked) @usableFromInline var deliveriesRunning: UInt8 = 0
        /// The subscriber, in a cell of its own (no `Optional<Downstream>`, whose metadata the unspecialized paths
        /// would look up): valid while `hasDownstream`. Both guarded by the multicaster's delivery lock; emptied when
        /// the subscription ends. The conduit is its own `LatestSlot`, one heap block fewer per subscription.
        @usableFromInline let downstream: UnsafeMutablePointer<Downstream>
        /// Guarded by `state`.
        @exclusivity(unchecked) @usableFromInline var owner: Multicaster?
        /// Guarded by `state`.
        @exclusivity(unchecked) @usableFromInline var demand: Subscribers.Demand = .none
        /// The closures the fan-out calls; cleared when the subscription ends (they retain the conduit).
        @exclusivity(unchecked) @usableFromInline var listener: MulticastListener?

        @usableFromInline init(owner: Multicaster, downstream: Downstream) {
            self.owner = owner
            self.downstream = .allocate(capacity: 1)
            self.downstream.initialize(to: downstream)
        }

        deinit {
            if hasDownstream { downstream.deinitialize(count: 1) }
            downstream.deallocate()
        }

        /// Releases the subscriber (with the delivery lock held); if a delivery is running on it (it cancelled from
        /// its own `receive`), that delivery empties the cell when it returns.
        @inlinable func releaseDownstream() {
            guard hasDownstream else { return }
            hasDownstream = false
            if deliveriesRunning == 0 { downstream.deinitialize(count: 1) }
        }

        /// Delivers a value if the downstream has demand (called with the delivery lock held).
        @inlinable func deliver(_ value: Output) {
            if !isUnlimited.load(ordering: .relaxed) {
                state.lock()
                guard demand > .none else { state.unlock(); return }
                demand -= 1
                state.unlock()
            }
            guard hasDownstream else { return }
            precondition(deliveriesRunning < .max, "a multicaster re-entered one subscriber's delivery 255 deep")
            deliveriesRunning &+= 1
            let more = Self.receive(value, in: &downstream.pointee)
            deliveriesRunning &-= 1
            guard hasDownstream else {
                // Released while it ran; the outermost delivery empties the cell.
                if deliveriesRunning == 0 { downstream.deinitialize(count: 1) }
                return
            }
            if more > .none, !isUnlimited.load(ordering: .relaxed) { addDemand(more) }
        }

        /// Calls `subscriber.receive(value)` on the subscriber where it lies. Reading `downstream.pointee` for the
        /// call instead copies the subscriber (a struct subscriber such as a `map`'s is copied through its value
        /// witnesses and its references retained and released) on every value wherever this code runs unspecialized;
        /// an `inout` borrow passes its address. A re-entrant send borrows the same cell again while the outer
        /// borrow is live; nothing writes the cell while any delivery runs on it (its release waits for the
        /// outermost, `deliveriesRunning`), so the overlapping borrows only ever read it.
        @inlinable @inline(__always)
        static func receive(_ value: Output, in subscriber: inout Downstream) -> Subscribers.Demand {
            subscriber.receive(value)
        }

        /// Delivers the completion and ends the subscription (called with the delivery lock held).
        @usableFromInline func deliver(completion: Subscribers.Completion<Failure>) {
            state.lock()
            owner = nil
            listener = nil
            state.unlock()
            guard hasDownstream else { return }
            hasDownstream = false
            if deliveriesRunning == 0 {
                let subscriber = downstream.move()
                subscriber.receive(completion: completion)
            } else {
                // A value's delivery is running on the subscriber (it completed the upstream from its `receive`):
                // complete a copy, and leave the cell to that delivery to empty.
                let subscriber = downstream.pointee
                subscriber.receive(completion: completion)
            }
        }

        @usableFromInline func deliver(completionAt pointer: UnsafeRawPointer) {
            deliver(completion: pointer.assumingMemoryBound(to: Subscribers.Completion<Failure>.self).pointee)
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
            if owner.latestCell != nil {
                withUnsafeTemporaryAllocation(of: Output.self, capacity: 1) { cell in
                    let latest = cell.baseAddress!
                    guard owner.goLive(listener, copyingLatestTo: latest) else { return }
                    let value = latest.move()
                    owner.delivery.lock()
                    deliver(value)
                    owner.delivery.unlock()
                }
            } else {
                let replay = owner.goLive(listener)
                guard !replay.isEmpty else { return }
                owner.delivery.lock()
                for value in replay { deliver(value) }
                owner.delivery.unlock()
            }
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
            releaseDownstream()
            owner.delivery.unlock()
            if let id { owner.detach(id) }
        }
    }
}
