import Foundation
import Testing
@testable import Bindery

@Suite struct PublishRelayTests {
    @Test func deliversOnlyValuesAcceptedAfterSubscribing() {
        let relay = PublishRelay<Int>()
        relay.accept(1)
        let subscriber = relay.record()
        relay.accept(2)
        relay.onNext(3)
        subscriber.expect([.value(2), .value(3)])
    }

    @Test func everySubscriberReceivesEveryLaterValue() {
        let relay = PublishRelay<Int>()
        let first = relay.record()
        relay.accept(1)
        let second = relay.record()
        relay.accept(2)
        first.expect([.value(1), .value(2)])
        second.expect([.value(2)])
    }

    @Test func voidRelayAcceptsWithoutPayload() {
        let relay = PublishRelay<Void>()
        let count = Locked(0)
        let cancellable = relay.sink { count.withLock { $0 += 1 } }
        relay.accept()
        relay.accept()
        #expect(count.current == 2)
        cancellable.cancel()
    }

    @Test func deliversNothingAfterCancel() {
        let relay = PublishRelay<Int>()
        let subscriber = relay.record()
        relay.accept(1)
        subscriber.cancel()
        relay.accept(2)
        subscriber.expect([.value(1)])
    }

    @Test func cancellingOneSubscriberLeavesTheOthers() {
        let relay = PublishRelay<Int>()
        let first = relay.record()
        let second = relay.record()
        first.cancel()
        relay.accept(1)
        first.expect([])
        second.expect([.value(1)])
    }

    /// The fan-out keeps its first subscriber apart from the rest: leaving from the front, the middle and the end
    /// keeps the order of those left, and a subscriber that joins later comes last.
    @Test func subscribersKeepTheirOrderAsOthersLeave() {
        let relay = PublishRelay<Int>()
        let order = Locked([String]())
        func subscribe(_ name: String) -> AnyCancellable {
            relay.sink { value in order.withLock { $0.append("\(name)\(value)") } }
        }
        let a = subscribe("a"), b = subscribe("b"), c = subscribe("c"), d = subscribe("d")
        relay.accept(1)
        a.cancel()
        relay.accept(2)
        c.cancel()
        relay.accept(3)
        let e = subscribe("e")
        d.cancel()
        relay.accept(4)
        b.cancel()
        relay.accept(5)
        #expect(order.current == ["a1", "b1", "c1", "d1", "b2", "c2", "d2", "b3", "d3", "b4", "e4", "e5"])
        #expect(relay.hasObservers)
        e.cancel()
        #expect(!relay.hasObservers)
        let late = relay.record()
        relay.accept(6)
        late.expect([.value(6)])
    }

    /// A subscriber that cancels itself while receiving (a tap that closes its screen) is not called again, and
    /// the value still reaches every subscriber after it.
    @Test func aSubscriberThatCancelsWhileReceivingLeavesTheOthersTheirValue() {
        let relay = PublishRelay<Int>()
        let received = Locked([String]())
        let selfCancelling = Locked<AnyCancellable?>(nil)
        selfCancelling.withLock { slot in
            slot = relay.sink { value in
                received.withLock { $0.append("first\(value)") }
                selfCancelling.withLock { $0 = nil }
            }
        }
        let second = relay.record()
        relay.accept(1)
        relay.accept(2)
        #expect(received.current == ["first1"])
        second.expect([.value(1), .value(2)])
    }

    @Test func respectsDemandAndDropsValuesWithoutDemand() {
        let relay = PublishRelay<Int>()
        let subscriber = relay.record(demand: .max(1))
        relay.accept(1)
        relay.accept(2)
        subscriber.expect([.value(1)])
        subscriber.request(.max(2))
        relay.accept(3)
        relay.accept(4)
        relay.accept(5)
        subscriber.expect([.value(1), .value(3), .value(4)])
    }

    @Test func demandReturnedFromReceiveIsHonoured() {
        let relay = PublishRelay<Int>()
        let subscriber = relay.record(demand: .max(1)) { $0 == 1 ? .max(1) : .none }
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        subscriber.expect([.value(1), .value(2)])
    }

    @Test func subscriberJoinsOnItsFirstRequest() {
        let relay = PublishRelay<Int>()
        let subscriber = relay.record(demand: nil)
        relay.accept(1)
        subscriber.request(.unlimited)
        relay.accept(2)
        subscriber.expect([.value(2)])
    }

    @Test func reentrantAcceptFromASubscriberIsDelivered() {
        let relay = PublishRelay<Int>()
        let received = Locked([Int]())
        let cancellable = relay.sink { value in
            received.withLock { $0.append(value) }
            if value == 1 { relay.accept(2) }
        }
        relay.accept(1)
        relay.accept(3)
        #expect(received.current == [1, 2, 3])
        cancellable.cancel()
    }

    @Test func concurrentAcceptsAreEachDeliveredExactlyOnce() {
        let relay = PublishRelay<Int>()
        let received = Locked([Int: Int]())
        let cancellable = relay.sink { value in received.withLock { $0[value, default: 0] += 1 } }
        DispatchQueue.concurrentPerform(iterations: 2_000) { relay.accept($0) }
        let counts = received.current
        #expect(counts.count == 2_000)
        #expect(counts.values.allSatisfy { $0 == 1 })
        #expect(Set(counts.keys) == Set(0..<2_000))
        cancellable.cancel()
    }

    @Test func concurrentSubscribeAndCancelWhileAcceptingDoesNotCrash() {
        let relay = PublishRelay<Int>()
        let delivered = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 500) { index in
            let cancellable = relay.sink { _ in delivered.withLock { $0 += 1 } }
            relay.accept(index)
            cancellable.cancel()
        }
        // Each subscriber sees at least its own value.
        #expect(delivered.current >= 500)
        let late = relay.record()
        relay.accept(-1)
        late.expect([.value(-1)])
    }
}

@Suite struct BehaviorRelayTests {
    @Test func holdsTheCurrentValue() {
        let relay = BehaviorRelay(value: 1)
        #expect(relay.value == 1)
        relay.accept(2)
        #expect(relay.value == 2)
        relay.onNext(3)
        #expect(relay.value == 3)
    }

    @Test func newSubscriberReceivesTheCurrentValueThenLaterOnes() {
        let relay = BehaviorRelay(value: 1)
        relay.accept(2)
        let subscriber = relay.record()
        relay.accept(3)
        subscriber.expect([.value(2), .value(3)])
    }

    @Test func eachSubscriberStartsFromTheValueCurrentWhenItSubscribed() {
        let relay = BehaviorRelay(value: "a")
        let first = relay.record()
        relay.accept("b")
        let second = relay.record()
        relay.accept("c")
        first.expect([.value("a"), .value("b"), .value("c")])
        second.expect([.value("b"), .value("c")])
    }

    @Test func neverCompletesNotEvenWhenReleased() {
        weak var released: BehaviorRelay<Int>?
        var relay: BehaviorRelay<Int>? = BehaviorRelay(value: 0)
        released = relay
        let subscriber = relay!.record()
        for value in 1...3 { relay?.accept(value) }
        relay = nil
        subscriber.expect([.value(0), .value(1), .value(2), .value(3)])  // no .finished: the stream just stops
        #expect(subscriber.hasSubscription, "and the subscriber is never told it ended")
        #expect(released != nil, "its live subscription keeps it, as RxSwift's and Combine's subscriptions do")
        subscriber.cancel()
        #expect(released == nil, "cancelled, the subscription lets it go")
    }

    @Test func releasesTheValuesItKeptWithItselfAndAsTheyAreReplaced() {
        final class Payload {}
        weak var replaced: Payload?
        weak var latest: Payload?
        var relay: BehaviorRelay<Payload>? = BehaviorRelay(value: Payload())
        replaced = relay?.value
        relay?.accept(Payload())
        latest = relay?.value
        #expect(replaced == nil, "a value replaced by the next is released")
        #expect(latest != nil)
        relay = nil
        #expect(latest == nil, "the latest value goes with the relay")
    }

    @Test func currentValueIsDeliveredOnTheFirstRequest() {
        let relay = BehaviorRelay(value: 1)
        let subscriber = relay.record(demand: nil)
        relay.accept(2)
        subscriber.expect([])
        subscriber.request(.max(1))
        subscriber.expect([.value(2)])
    }

    @Test func respectsDemand() {
        let relay = BehaviorRelay(value: 1)
        let subscriber = relay.record(demand: .max(1))
        relay.accept(2)
        subscriber.expect([.value(1)])
        #expect(relay.value == 2)
        subscriber.request(.max(1))
        relay.accept(3)
        relay.accept(4)
        subscriber.expect([.value(1), .value(3)])
    }

    @Test func deliversNothingAfterCancel() {
        let relay = BehaviorRelay(value: 1)
        let subscriber = relay.record()
        subscriber.cancel()
        relay.accept(2)
        subscriber.expect([.value(1)])
        #expect(relay.value == 2)
    }

    @Test func concurrentAcceptsAreEachDeliveredExactlyOnce() {
        let relay = BehaviorRelay(value: -1)
        let received = Locked([Int: Int]())
        let cancellable = relay.sink { value in received.withLock { $0[value, default: 0] += 1 } }
        DispatchQueue.concurrentPerform(iterations: 2_000) { index in
            relay.accept(index)
            _ = relay.value
        }
        let counts = received.current
        #expect(counts.count == 2_001)
        #expect(counts.values.allSatisfy { $0 == 1 })
        let late = relay.record()
        late.expect([.value(relay.value)])  // whichever accept won, a new subscriber starts from the current value
        #expect(relay.value >= 0, "the initial value was replaced")
        cancellable.cancel()
    }
}
