import Synchronization

/// The publisher behind an `Observable`'s `map` and `filter`: each upstream value goes through `step`, which hands
/// the downstream what it makes of it (or nothing) and may throw; a throw fails the sequence with that error.
///
/// Combine's `tryMap` and `tryFilter` take a lock per value and their `Inner`s run unspecialized behind the
/// `Observable`'s type erasure; this one's per-value path is one flag check and the step.
@usableFromInline
struct ThrowingStep<Upstream: Publisher, Output>: Publisher {
    @usableFromInline typealias Failure = any Error
    /// What one value becomes: the downstream's demand after handing it the result, or `.max(1)` for a dropped value.
    @usableFromInline typealias Step = (Upstream.Output, (Output) -> Subscribers.Demand) throws -> Subscribers.Demand

    @usableFromInline let upstream: Upstream
    @usableFromInline let step: Step

    @inlinable init(upstream: Upstream, step: @escaping Step) {
        self.upstream = upstream
        self.step = step
    }

    @inlinable func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
        upstream.subscribe(ThrowingStepSubscriber<Upstream, S>(downstream: subscriber, step: step))
    }
}

/// Subscribes to the upstream for one `ThrowingStep` subscriber.
@usableFromInline
final class ThrowingStepSubscriber<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable
where Downstream.Failure == any Error {
    @usableFromInline typealias Input = Upstream.Output
    @usableFromInline typealias Failure = Upstream.Failure

    @usableFromInline let downstream: Downstream
    @usableFromInline let step: ThrowingStep<Upstream, Downstream.Input>.Step
    @usableFromInline let lock = StateLock()
    /// Guarded by `lock`.
    @exclusivity(unchecked) @usableFromInline var upstream: (any Subscription)?
    /// Set once the sequence has ended (completion, failure or a throw) or been cancelled.
    @usableFromInline let isDone = Atomic<Bool>(false)

    @inlinable init(downstream: Downstream, step: @escaping ThrowingStep<Upstream, Downstream.Input>.Step) {
        self.downstream = downstream
        self.step = step
    }

    @inlinable func receive(subscription: any Subscription) {
        lock.lock()
        guard upstream == nil, !isDone.load(ordering: .relaxed) else { lock.unlock(); subscription.cancel(); return }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    @inlinable func receive(_ input: Upstream.Output) -> Subscribers.Demand {
        if isDone.load(ordering: .relaxed) { return .none }
        do {
            return try step(input) { downstream.receive($0) }
        } catch {
            fail(error)
            return .none
        }
    }

    /// Ends the sequence with the error a step threw: cancels the upstream, fails the downstream. Apart from
    /// `receive`, which runs for every value, so that its rare path does not weigh on it.
    @inlinable @inline(never) func fail(_ error: any Error) {
        let ending = end()
        guard ending.ended else { return }
        ending.subscription?.cancel()
        downstream.receive(completion: .failure(error))
    }

    @inlinable func receive(completion: Subscribers.Completion<Upstream.Failure>) {
        guard end().ended else { return }
        switch completion {
        case .finished: downstream.receive(completion: .finished)
        case let .failure(error): downstream.receive(completion: .failure(error))
        }
    }

    /// Marks the sequence over: whether this call ended it, and the upstream subscription it held.
    @inlinable func end() -> (ended: Bool, subscription: (any Subscription)?) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDone.load(ordering: .relaxed) else { return (false, nil) }
        isDone.store(true, ordering: .relaxed)
        let subscription = upstream
        upstream = nil
        return (true, subscription)
    }

    @inlinable func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let subscription = upstream
        lock.unlock()
        subscription?.request(demand)
    }

    @inlinable func cancel() { end().subscription?.cancel() }
}
