import Testing
@testable import Bindery

@Suite struct DistinctUntilChangedTests {
    @Test func skipsRepeatsAndFinishes() {
        let probe = ProbeSubject<Int, TestError>()
        let subscriber = probe.distinctUntilChanged().record()
        for value in [1, 1, 2, 2, 2, 1, 3, 3] { probe.send(value) }
        probe.send(completion: .finished)
        subscriber.expect([.value(1), .value(2), .value(1), .value(3), .finished])
    }

    @Test func passesFailureOn() {
        let probe = ProbeSubject<Int, TestError>()
        let subscriber = probe.distinctUntilChanged().record()
        probe.send(1)
        probe.send(completion: .failure(TestError(7)))
        subscriber.expect([.value(1), .failure(TestError(7))])
    }

    @Test func aDroppedRepeatGivesItsDemandBack() {
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = subject.distinctUntilChanged().record(demand: .max(2))
        subject.send(1)
        subject.send(1)               // dropped: the slot of demand it used is given back
        subject.send(2)
        subject.send(3)               // beyond the demand of 2: not delivered
        subscriber.expect([.value(1), .value(2)])
    }

    @Test func cancelReachesTheUpstream() {
        let probe = ProbeSubject<Int, TestError>()
        let subscriber = probe.distinctUntilChanged().record()
        subscriber.cancel()
        probe.send(1)
        subscriber.expect([])
        #expect(probe.cancels == 1)
    }
}
