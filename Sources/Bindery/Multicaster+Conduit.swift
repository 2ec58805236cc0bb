import Synchronization

extension Multicaster {
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
