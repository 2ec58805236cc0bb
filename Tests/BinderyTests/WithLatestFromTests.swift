import Foundation
import Testing
@testable import Bindery

@Suite struct WithLatestFromTests {
    @Test func dropsValuesBeforeTheOtherHasEmittedThenSamplesItsLatest() {
        let trigger = ProbeSubject<Int, TestError>()
        let other = ProbeSubject<String, TestError>()
        let subscriber = trigger.withLatestFrom(other) { "\($0)\($1)" }.record()
        trigger.send(1)
        other.send("a")
        other.send("b")
        trigger.send(2)
        trigger.send(3)
        other.send("c")
        trigger.send(4)
        subscriber.expect([.value("2b"), .value("3b"), .value("4c")])
    }

    @Test func withoutSelectorGivesTheOthersValue() {
        let trigger = PublishRelay<Void>()
        let text = BehaviorRelay(value: "hello")
        let subscriber = trigger.withLatestFrom(text).record()
        trigger.accept()
        text.accept("world")
        trigger.accept()
        subscriber.expect([.value("hello"), .value("world")])
    }

    @Test func samplingItselfSeesTheCurrentValue() {
        let relay = PublishRelay<Int>()
        let subscriber = relay.withLatestFrom(relay) { $0 * 100 + $1 }.record()
        relay.accept(1)
        relay.accept(2)
        subscriber.expect([.value(101), .value(202)])
    }

    @Test func keepsTheLastValueAfterTheOtherFinishes() {
        let trigger = ProbeSubject<Int, TestError>()
        let other = ProbeSubject<String, TestError>()
        let subscriber = trigger.withLatestFrom(other).record()
        other.send("a")
        other.send(completion: .finished)
        trigger.send(1)
        subscriber.expect([.value("a")])
    }

    @Test func finishesWithTheTriggerAndCancelsTheOther() {
        let trigger = ProbeSubject<Int, TestError>()
        let other = ProbeSubject<String, TestError>()
        let subscriber = trigger.withLatestFrom(other).record()
        other.send("a")
        trigger.send(1)
        trigger.send(completion: .finished)
        #expect(other.cancels == 1)
        subscriber.expect([.value("a"), .finished])
    }

    @Test func failsWhenTheTriggerFails() {
        let trigger = ProbeSubject<Int, TestError>()
        let other = ProbeSubject<String, TestError>()
        let subscriber = trigger.withLatestFrom(other).record()
        trigger.send(completion: .failure(TestError(1)))
        #expect(other.cancels == 1)
        subscriber.expect([.failure(TestError(1))])
    }

    @Test func failsWhenTheOtherFailsAndCancelsTheTrigger() {
        let trigger = ProbeSubject<Int, TestError>()
        let other = ProbeSubject<String, TestError>()
        let subscriber = trigger.withLatestFrom(other).record()
        other.send("a")
        other.send(completion: .failure(TestError(2)))
        #expect(trigger.cancels == 1)
        trigger.send(1)
        subscriber.expect([.failure(TestError(2))])
    }

    /// A downstream must get its subscription before any completion (Subscriber protocol).
    @Test func anOtherThatFailsAtOnceStillGivesTheSubscriberASubscriptionFirst() {
        let subscriber = Just(1).setFailureType(to: TestError.self)
            .withLatestFrom(Fail<String, TestError>(error: TestError(3)))
            .record()
        subscriber.expect([.failure(TestError(3))])
        #expect(subscriber.hasSubscription)
    }

    @Test func cancelCancelsBothAndDeliversNothingMore() {
        let trigger = ProbeSubject<Int, TestError>()
        let other = ProbeSubject<String, TestError>()
        let subscriber = trigger.withLatestFrom(other).record()
        other.send("a")
        trigger.send(1)
        subscriber.cancel()
        #expect(trigger.cancels == 1)
        #expect(other.cancels == 1)
        trigger.send(2)
        subscriber.expect([.value("a")])
    }

    @Test func honoursDemandAndReplacesDemandForDroppedValues() {
        let trigger = ProbeSubject<Int, TestError>()
        let other = ProbeSubject<String, TestError>()
        let subscriber = trigger.withLatestFrom(other) { "\($0)\($1)" }.record(demand: .max(1))
        #expect(trigger.requests == [.max(1)])
        #expect(other.requests == [.unlimited])
        trigger.send(1)          // dropped: nothing sampled yet; its demand is given back
        other.send("a")
        trigger.send(2)
        trigger.send(3)          // no demand left
        subscriber.expect([.value("2a")])
        subscriber.request(.max(1))
        trigger.send(4)
        trigger.send(5)
        subscriber.expect([.value("2a"), .value("4a")])
    }

    @Test func concurrentTriggersEachProduceOneValue() {
        let trigger = PublishRelay<Int>()
        let other = BehaviorRelay(value: 0)
        let count = Locked(0)
        let cancellable = trigger.withLatestFrom(other).sink { _ in count.withLock { $0 += 1 } }
        acceptConcurrently(iterations: 1_000, even: trigger, odd: other)
        #expect(count.current == 500)
        cancellable.cancel()
    }
}
