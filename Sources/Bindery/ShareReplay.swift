import Synchronization

extension Publisher {
    /// Shares one upstream subscription among all subscribers and replays the latest `replay`
    /// values to each new one (RxSwift's `share(replay:scope: .whileConnected)`).
    ///
    /// The upstream is subscribed when the first subscriber requests demand and cancelled when the
    /// last one cancels; after that, or after the upstream completes, the buffer is cleared and the
    /// next subscriber starts a fresh upstream subscription.
    @inlinable
    public func share(replay: Int) -> ShareReplay<Self> {
        ShareReplay(upstream: self, replay: replay)
    }
}

/// The publisher returned by `share(replay:)`: one upstream subscription, many subscribers, a replay buffer.
public final class ShareReplay<Upstream: Publisher>: Multicaster<Upstream.Output, Upstream.Failure>, Publisher,
    @unchecked Sendable {
    /// The upstream's values, delivered to every subscriber in one order.
    public typealias Output = Upstream.Output
    /// The upstream's failure; it reaches every current subscriber and ends that connection (a later subscriber starts a new one).
    public typealias Failure = Upstream.Failure

    @usableFromInline let upstream: Upstream
    @usableFromInline let connectionLock = StateLock()
    /// Guarded by `connectionLock`.
    @exclusivity(unchecked) @usableFromInline var connection: ShareReplayConnection<Upstream>?
    /// The generation `connection` serves; guarded by `connectionLock`.
    @exclusivity(unchecked) @usableFromInline var connectionGeneration: UInt64 = 0

    /// The share's fan-out: the share itself (one object, not two).
    @inlinable var multicaster: Multicaster<Output, Failure> { self }

    /// A share of `upstream` replaying its last `replay` values; a negative count replays none (a screen's slip
    /// must not stop the process and every other tab with it).
    @inlinable init(upstream: Upstream, replay: Int) {
        self.upstream = upstream
        super.init(replayLimit: Swift.max(0, replay), remembersCompletion: false)
    }

    /// Attaches a subscriber to the shared subscription; its subscription keeps this share alive.
    @inlinable public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(subscriber)
    }

    /// Subscribes upstream for the subscribers of `generation`, replacing any older connection.
    @inlinable override func firstSubscriberArrived(_ generation: UInt64) {
        let connection = ShareReplayConnection(parent: self)
        connectionLock.lock()
        let previous = self.connection
        self.connection = connection
        connectionGeneration = generation
        connectionLock.unlock()
        previous?.cancel()
        upstream.subscribe(connection)
    }

    /// Cancels the connection of `generation`, which has lost its last subscriber; a newer connection (its first
    /// subscriber arrived before this call) is left alone.
    @inlinable override func lastSubscriberLeft(_ generation: UInt64) {
        connectionLock.lock()
        guard let current = connection, connectionGeneration == generation else { connectionLock.unlock(); return }
        connection = nil
        connectionLock.unlock()
        current.cancel()
    }

    @inlinable func connectionDidComplete(_ finished: ShareReplayConnection<Upstream>, _ completion: Subscribers.Completion<Failure>) {
        connectionLock.lock()
        guard connection === finished else { connectionLock.unlock(); return }  // an ended connection's completion: no one's
        connection = nil
        let generation = connectionGeneration
        connectionLock.unlock()
        send(completion: completion, ofGeneration: generation)
    }
}

/// The subscriber that holds the one upstream subscription while anyone listens.
@usableFromInline
final class ShareReplayConnection<Upstream: Publisher>: Subscriber, @unchecked Sendable {
    @usableFromInline typealias Input = Upstream.Output
    @usableFromInline typealias Failure = Upstream.Failure

    @usableFromInline let parent: ShareReplay<Upstream>
    @usableFromInline let isActive = Atomic<Bool>(true)
    @usableFromInline let lock = StateLock()
    /// Guarded by `lock`.
    @exclusivity(unchecked) @usableFromInline var subscription: Subscription?

    @inlinable init(parent: ShareReplay<Upstream>) { self.parent = parent }

    @inlinable func receive(subscription: Subscription) {
        lock.lock()
        guard isActive.load(ordering: .relaxed), self.subscription == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        self.subscription = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    @inlinable func receive(_ input: Upstream.Output) -> Subscribers.Demand {
        // No generation check per value: it would cost the hot path a lock, and a value racing with this
        // connection's cancel may arrive once, as Combine allows after `cancel()`; a completion is checked.
        if isActive.load(ordering: .relaxed) { parent.multicaster.send(input) }
        return .none
    }

    @inlinable func receive(completion: Subscribers.Completion<Failure>) {
        guard isActive.exchange(false, ordering: .acquiringAndReleasing) else { return }
        lock.lock(); subscription = nil; lock.unlock()
        parent.connectionDidComplete(self, completion)
    }

    @inlinable func cancel() {
        isActive.store(false, ordering: .releasing)
        lock.take(&subscription)?.cancel()
    }
}
