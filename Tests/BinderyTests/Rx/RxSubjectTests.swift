import BinderyTest
import Foundation
import Testing
@testable import Bindery

/// RxSwift's subjects: they end, unlike relays, and tell late subscribers how they ended.
@Suite(.checksForLeaks)
struct RxSubjectTests {
    private let scheduler = DispatchQueue.test

    @Test func publishSubjectSendsLaterValuesAndTheEndToLateSubscribers() {
        let subject = PublishSubject<Int>()
        subject.onNext(0)
        let early = subject.record(on: scheduler)
        subject.onNext(1)
        subject.onError(TestError(1))
        subject.onNext(2)
        let late = subject.record(on: scheduler)
        expectTimeline(early, [.next(0, 1), .failure(0, TestError(1))])
        expectTimeline(late, [.failure(0, TestError(1))])
    }

    @Test func behaviorSubjectStartsWithItsValueAndValueThrowsAfterAnError() throws {
        let subject = BehaviorSubject(value: "a")
        let recorder = subject.record(on: scheduler)
        subject.onNext("b")
        #expect(try subject.value() == "b")
        subject.onError(TestError(7))
        #expect(throws: TestError(7)) { try subject.value() }
        expectTimeline(recorder, [.next(0, "a"), .next(0, "b"), .failure(0, TestError(7))])
    }

    @Test func behaviorSubjectKeepsItsLastValueAfterCompleting() throws {
        let subject = BehaviorSubject(value: 1)
        subject.onNext(2)
        subject.onCompleted()
        #expect(try subject.value() == 2)
        expectTimeline(subject.record(on: scheduler), [.finished(0)])
    }

    @Test func replaySubjectReplaysItsBufferEvenAfterTheEnd() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        let live = subject.record(on: scheduler)
        subject.onNext(4)
        subject.onCompleted()
        expectTimeline(live, [.next(0, 2), .next(0, 3), .next(0, 4), .finished(0)])
        expectTimeline(subject.record(on: scheduler), [.next(0, 3), .next(0, 4), .finished(0)])
    }

    @Test func aSubjectIsBindableLikeARelay() {
        let taps = PublishRelay<Int>()
        let subject = PublishSubject<Int>()
        let recorder = subject.record(on: scheduler)
        let binding = taps.bind(to: subject)
        taps.accept(1)
        binding.dispose()
        taps.accept(2)
        expectTimeline(recorder, [.next(0, 1)])
    }

    @Test func subscribingAnObserverForwardsTheEnd() {
        let source = PublishSubject<Int>()
        let target = PublishSubject<Int>()
        let recorder = target.record(on: scheduler)
        let subscription = source.subscribe(target)
        source.onNext(1)
        source.onCompleted()
        subscription.dispose()
        expectTimeline(recorder, [.next(0, 1), .finished(0)])
    }
}
