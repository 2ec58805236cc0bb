import Foundation
import Testing
@testable import Bindery

@Suite struct ShareReplayTests {
    @Test func connectsOnTheFirstSubscriberAndSharesOneUpstreamSubscription() {
        let upstream = ProbeSubject<Int, TestError>()
        let shared = upstream.share(replay: 1)
        #expect(upstream.subscriptions == 0)
        let first = shared.record()
        let second = shared.record()
        #expect(upstream.subscriptions == 1)
        #expect(upstream.requests == [.unlimited])
        upstream.send(1)
        first.expect([.value(1)])
        second.expect([.value(1)])
    }

    @Test func doesNotConnectBeforeTheFirstRequest() {
        let upstream = ProbeSubject<Int, TestError>()
        let subscriber = upstream.share(replay: 1).record(demand: nil)
        #expect(upstream.subscriptions == 0)
        subscriber.request(.unlimited)
        #expect(upstream.subscriptions == 1)
    }

    /// Regression: the share was held `unowned` by its multicaster, so a subscription outliving an
    /// unstored share crashed on its first request ("read an unowned reference ... already destroyed").
    @Test func aSubscriptionKeepsAnUnstoredShareAliveAndThenReleasesIt() {
        let upstream = ProbeSubject<Int, TestError>()
        weak var weakShare: ShareReplay<ProbeSubject<Int, TestError>>?
        var subscriber: TestSubscriber<Int, TestError>? = {
            let shared = upstream.share(replay: 1)
            weakShare = shared
            return shared.record(demand: nil)
        }()
        #expect(weakShare != nil)
        subscriber?.request(.unlimited)
        upstream.send(1)
        subscriber?.expect([.value(1)])
        subscriber?.cancel()
        #expect(upstream.cancels == 1)
        subscriber = nil
        #expect(weakShare == nil)
    }

    @Test func replaysTheLatestValueToALateSubscriber() {
        let upstream = ProbeSubject<Int, TestError>()
        let shared = upstream.share(replay: 1)
        let first = shared.record()
        upstream.send(1)
        upstream.send(2)
        let late = shared.record()
        upstream.send(3)
        first.expect([.value(1), .value(2), .value(3)])
        late.expect([.value(2), .value(3)])
    }

    @Test func replaysUpToTheBufferSizeInOrder() {
        let upstream = ProbeSubject<Int, TestError>()
        let shared = upstream.share(replay: 2)
        let first = shared.record()
        for value in 1...4 { upstream.send(value) }
        let late = shared.record()
        late.expect([.value(3), .value(4)])
        first.expect([.value(1), .value(2), .value(3), .value(4)])
    }

    /// A negative count replays nothing too, and does not trap.
    @Test(arguments: [0, -1]) func replayOfZeroGivesALateSubscriberOnlyLaterValues(replay: Int) {
        let upstream = ProbeSubject<Int, TestError>()
        let shared = upstream.share(replay: replay)
        let first = shared.record()
        upstream.send(1)
        let late = shared.record()
        upstream.send(2)
        first.expect([.value(1), .value(2)])
        late.expect([.value(2)])
    }

    @Test func disconnectsOnlyWhenTheLastSubscriberCancels() {
        let upstream = ProbeSubject<Int, TestError>()
        let shared = upstream.share(replay: 1)
        let first = shared.record()
        let second = shared.record()
        first.cancel()
        #expect(upstream.cancels == 0)
        upstream.send(1)
        second.cancel()
        #expect(upstream.cancels == 1)
        upstream.send(2)
        first.expect([])
        second.expect([.value(1)])
    }

    @Test func reconnectsFreshWithAClearedBufferAfterDisconnecting() {
        let upstream = ProbeSubject<Int, TestError>()
        let shared = upstream.share(replay: 1)
        let first = shared.record()
        upstream.send(1)
        first.cancel()
        let second = shared.record()
        #expect(upstream.subscriptions == 2)
        upstream.send(2)
        second.expect([.value(2)])
    }

    @Test func completionReachesEverySubscriberAndTheNextOneResubscribes() {
        let subscriptions = Locked(0)
        let shared = Deferred { Just(subscriptions.withLock { $0 += 1; return $0 }) }.share(replay: 1)
        let first = shared.record()
        let second = shared.record()
        first.expect([.value(1), .finished])
        second.expect([.value(2), .finished])
        #expect(subscriptions.current == 2)
    }

    @Test func completionOfALiveUpstreamReachesAllSubscribers() {
        let upstream = ProbeSubject<Int, TestError>()
        let shared = upstream.share(replay: 1)
        let first = shared.record()
        let second = shared.record()
        upstream.send(1)
        upstream.send(completion: .finished)
        first.expect([.value(1), .finished])
        second.expect([.value(1), .finished])
        let late = shared.record()
        // A fresh subscription to the finished subject, which tells it so.
        #expect(upstream.subscriptions == 2)
        late.expect([.finished])
    }

    @Test func failureReachesAllSubscribers() {
        let upstream = ProbeSubject<Int, TestError>()
        let shared = upstream.share(replay: 1)
        let first = shared.record()
        let second = shared.record()
        upstream.send(completion: .failure(TestError(7)))
        first.expect([.failure(TestError(7))])
        second.expect([.failure(TestError(7))])
    }

    @Test func eachSubscriberGetsNoMoreThanItsDemand() {
        let upstream = ProbeSubject<Int, TestError>()
        let shared = upstream.share(replay: 1)
        let limited = shared.record(demand: .max(1))
        let unlimited = shared.record()
        upstream.send(1)
        upstream.send(2)
        limited.request(.max(1))
        upstream.send(3)
        upstream.send(4)
        limited.expect([.value(1), .value(3)])
        unlimited.expect([.value(1), .value(2), .value(3), .value(4)])
    }

    @Test func replayRespectsTheLateSubscribersDemand() {
        let upstream = ProbeSubject<Int, TestError>()
        let shared = upstream.share(replay: 3)
        let first = shared.record()
        for value in 1...3 { upstream.send(value) }
        let late = shared.record(demand: .max(2))
        late.expect([.value(1), .value(2)])
        first.expect([.value(1), .value(2), .value(3)])
    }

    @Test func concurrentValuesReachEverySubscriberExactlyOnce() {
        let relay = PublishRelay<Int>()
        let shared = relay.share(replay: 1)
        let counts = [Locked([Int: Int]()), Locked([Int: Int]())]
        let cancellables = counts.map { count in
            shared.sink { value in count.withLock { $0[value, default: 0] += 1 } }
        }
        DispatchQueue.concurrentPerform(iterations: 2_000) { relay.accept($0) }
        for count in counts {
            #expect(count.current.count == 2_000)
            #expect(count.current.values.allSatisfy { $0 == 1 })
        }
        cancellables.forEach { $0.cancel() }
    }
}
