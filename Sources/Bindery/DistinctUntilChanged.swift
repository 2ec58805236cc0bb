import Synchronization

extension Publisher where Output: Equatable {
    /// Skips values equal to the one before (RxSwift's `distinctUntilChanged`; Combine's
    /// `removeDuplicates`, without a lock per value).
    public func distinctUntilChanged() -> Publishers.DistinctUntilChanged<Self> {
        Publishers.DistinctUntilChanged(upstream: self)
    }
}

extension Publishers {
    /// The publisher returned by `distinctUntilChanged()`.
    public struct DistinctUntilChanged<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        /// The upstream's values, without consecutive repeats.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on unchanged.
        public typealias Failure = Upstream.Failure

        /// The publisher whose consecutive repeats are dropped.
        public let upstream: Upstream

        /// Drops each value of `upstream` equal to the one before it; the first value always passes.
        @inlinable public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes `subscriber`; the demand of each dropped repeat is given back to the upstream.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(DistinctInner(downstream: subscriber))
        }
    }
}

/// Remembers the last value passed on; a repeat is dropped and its demand given back to the upstream.
@usableFromInline
final class DistinctInner<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable
where Downstream.Input: Equatable {
    @usableFromInline typealias Input = Downstream.Input
    @usableFromInline typealias Failure = Downstream.Failure

    @usableFromInline let downstream: Downstream
    /// Only touched from `receive(_:)`, which Combine's contract serializes.
    @usableFromInline let last = LatestSlot<Input>()
    @usableFromInline let isUnlimited = Atomic<Bool>(false)
    @usableFromInline let lock = StateLock()
    /// Guarded by `lock`.
    @exclusivity(unchecked) @usableFromInline var upstream: Subscription?

    @inlinable init(downstream: Downstream) { self.downstream = downstream }

    @inlinable func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil else { lock.unlock(); subscription.cancel(); return }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    @inlinable func receive(_ input: Input) -> Subscribers.Demand {
        if last.hasValue, last.value == input {
            return isUnlimited.load(ordering: .relaxed) ? .none : .max(1)
        }
        last.set(input)
        return downstream.receive(input)
    }

    @inlinable func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock(); upstream = nil; lock.unlock()
        downstream.receive(completion: completion)
    }

    @inlinable func request(_ demand: Subscribers.Demand) {
        if demand == .unlimited { isUnlimited.store(true, ordering: .relaxed) }
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand)
    }

    @inlinable func cancel() {
        lock.take(&upstream)?.cancel()
    }
}
