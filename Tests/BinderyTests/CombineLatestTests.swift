import Foundation
import Testing
@testable import Bindery

private typealias Probe = ProbeSubject<Int, TestError>

@Suite struct CombineLatestTests {
    @Test func waitsForEveryUpstreamThenSendsOnEveryChange() {
        let a = Probe(), b = ProbeSubject<String, TestError>()
        let subscriber = a.combineLatest(b).map { "\($0)\($1)" }.record()
        a.send(1)
        a.send(2)
        subscriber.expect([])
        b.send("x")
        a.send(3)
        b.send("y")
        subscriber.expect([.value("2x"), .value("3x"), .value("3y")])
    }

    @Test func withTransform() {
        let a = Probe(), b = Probe()
        let subscriber = a.combineLatest(b) { $0 * 10 + $1 }.record()
        a.send(1); b.send(2); b.send(3)
        subscriber.expect([.value(12), .value(13)])
    }

    @Test func threeAndFourWithAndWithoutTransform() {
        let a = Probe(), b = Probe(), c = Probe(), d = Probe()
        let three = a.combineLatest(b, c).map { [$0, $1, $2] }.record()
        let threeT = a.combineLatest(b, c) { $0 + $1 + $2 }.record()
        let four = a.combineLatest(b, c, d).map { [$0, $1, $2, $3] }.record()
        let fourT = a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 }.record()
        a.send(1); b.send(10); c.send(100)
        d.send(1000)
        c.send(200)
        three.expect([.value([1, 10, 100]), .value([1, 10, 200])])
        threeT.expect([.value(111), .value(211)])
        four.expect([.value([1, 10, 100, 1000]), .value([1, 10, 200, 1000])])
        fourT.expect([.value(1111), .value(1211)])
    }

    @Test func finishesOnlyWhenEveryUpstreamHasFinished() {
        let a = Probe(), b = Probe()
        let subscriber = a.combineLatest(b) { $0 + $1 }.record()
        a.send(1); b.send(10)
        a.send(completion: .finished)
        b.send(20)
        subscriber.expect([.value(11), .value(21)])
        b.send(completion: .finished)
        subscriber.expect([.value(11), .value(21), .finished])
    }

    @Test func failsOnTheFirstFailureAndCancelsTheOthers() {
        let a = Probe(), b = Probe(), c = Probe()
        let subscriber = a.combineLatest(b, c) { $0 + $1 + $2 }.record()
        a.send(1)
        b.send(completion: .failure(TestError(5)))
        #expect(a.cancels == 1)
        #expect(c.cancels == 1)
        c.send(completion: .failure(TestError(6)))
        subscriber.expect([.failure(TestError(5))])
    }

    @Test func cancelCancelsEveryUpstreamAndDeliversNothingMore() {
        let a = Probe(), b = Probe(), c = Probe(), d = Probe()
        let subscriber = a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 }.record()
        for probe in [a, b, c, d] { probe.send(1) }
        subscriber.cancel()
        #expect([a, b, c, d].map(\.cancels) == [1, 1, 1, 1])
        a.send(2)
        subscriber.expect([.value(4)])
    }

    @Test func honoursDemandAndHoldsTheLatestCombinationUntilAsked() {
        let a = Probe(), b = Probe()
        let subscriber = a.combineLatest(b) { $0 * 10 + $1 }.record(demand: .max(1))
        #expect(a.requests == [.max(1)])
        #expect(b.requests == [.max(1)])
        a.send(1); b.send(1)
        subscriber.expect([.value(11)])
        subscriber.request(.max(1))
        a.send(2)
        b.send(2)                // no demand: held
        subscriber.expect([.value(11), .value(21)])
        subscriber.request(.max(1))
        subscriber.expect([.value(11), .value(21), .value(22)])
    }

    @Test func neverDeliversMoreThanRequested() {
        let a = PublishRelay<Int>(), b = PublishRelay<Int>()
        let subscriber = a.combineLatest(b) { $0 + $1 }.record(demand: .max(2))
        for value in 1...5 { a.accept(value); b.accept(value) }
        #expect(subscriber.values.count == 2)
        subscriber.expect([.value(2), .value(3)])
    }

    /// Each upstream finished after sending; the combination waiting for demand is still owed.
    @Test func aHeldCombinationIsDeliveredBeforeFinishing() {
        let a = Probe(), b = Probe()
        let subscriber = a.combineLatest(b) { $0 * 10 + $1 }.record(demand: .max(1))
        a.send(1); b.send(1)
        subscriber.request(.max(1))
        a.send(2); b.send(2)
        a.send(completion: .finished)
        b.send(completion: .finished)
        subscriber.request(.max(1))
        subscriber.expect([.value(11), .value(21), .value(22), .finished])
    }

    @Test func collectionCombinesInOrder() {
        let probes = [Probe(), Probe(), Probe()]
        let subscriber = probes.combineLatest().record()
        probes[2].send(3); probes[0].send(1)
        subscriber.expect([])
        probes[1].send(2)
        probes[0].send(4)
        for probe in probes { probe.send(completion: .finished) }
        subscriber.expect([.value([1, 2, 3]), .value([4, 2, 3]), .finished])
    }

    @Test func emptyCollectionFinishesAtOnce() {
        let subscriber = [Probe]().combineLatest().record()
        subscriber.expect([.finished])
    }

    @Test func collectionFailsAndCancels() {
        let probes = [Probe(), Probe()]
        let subscriber = probes.combineLatest().record()
        probes[1].send(completion: .failure(TestError(9)))
        #expect(probes[0].cancels == 1)
        subscriber.expect([.failure(TestError(9))])
        let other = [Probe(), Probe()]
        let cancelled = other.combineLatest().record()
        cancelled.cancel()
        #expect(other.map(\.cancels) == [1, 1])
    }

    @Test func collectionHonoursDemand() {
        let probes = [Probe(), Probe()]
        let subscriber = probes.combineLatest().record(demand: .max(1))
        probes[0].send(1); probes[1].send(1); probes[1].send(2)
        subscriber.expect([.value([1, 1])])
    }

    @Test func concurrentUpdatesEachProduceExactlyOneCombination() {
        let a = BehaviorRelay(value: 0), b = BehaviorRelay(value: 0)
        let count = Locked(0)
        let cancellable = a.combineLatest(b).sink { _ in count.withLock { $0 += 1 } }
        acceptConcurrently(iterations: 2_000, even: a, odd: b)
        #expect(count.current == 2_001)
        cancellable.cancel()
    }
}
