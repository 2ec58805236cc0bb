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

    /// The number of live subscribers went from 0 to 1, starting `generation` (outside the lock). A share connects
    /// upstream here; relays and subjects do nothing.
    ///
    /// This call and `lastSubscriberLeft(_:)` come outside the lock, so a first subscriber's may overtake the previous
    /// last one's: the generation lets a share ignore a call about a generation that is already over.
    @usableFromInline func firstSubscriberArrived(_ generation: UInt64) {}

    /// The number of live subscribers went from 1 to 0, ending `generation` (outside the lock). A share disconnects.
    @usableFromInline func lastSubscriberLeft(_ generation: UInt64) {}
}
