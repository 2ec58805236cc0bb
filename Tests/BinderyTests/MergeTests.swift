import Foundation
import Testing
@testable import Bindery

private typealias Probe = ProbeSubject<Int, TestError>

@Suite struct MergeTests {
    @Test func interleavesValuesAsTheyArrive() {
        let a = Probe(), b = Probe()
        let subscriber = a.merge(with: b).record()
        a.send(1); b.send(2); a.send(3)
        subscriber.expect([.value(1), .value(2), .value(3)])
    }

    @Test func aValueSentWhileAnotherIsDeliveredComesRightAfterIt() {
        // The first value skips the queue (nothing queued, demand left); the one its delivery causes is queued and
        // delivered once that delivery returns, never inside it.
        let a = Probe(), b = Probe()
        var received: [Int] = []
        let subscription = a.merge(with: b).sink(receiveCompletion: { _ in }) { value in
            received.append(value)
            if value == 1 { b.send(2); received.append(-1) }
        }
        a.send(1)
        a.send(3)
        #expect(received == [1, -1, 2, 3])
        subscription.cancel()
    }

    @Test func everyArityFromTwoToEight() {
        let probes = (0..<8).map { _ in Probe() }
        let p = probes
        let merged: [TestSubscriber<Int, TestError>] = [
            p[0].merge(with: p[1]).record(),
            p[0].merge(with: p[1], p[2]).record(),
            p[0].merge(with: p[1], p[2], p[3]).record(),
            p[0].merge(with: p[1], p[2], p[3], p[4]).record(),
            p[0].merge(with: p[1], p[2], p[3], p[4], p[5]).record(),
            p[0].merge(with: p[1], p[2], p[3], p[4], p[5], p[6]).record(),
            p[0].merge(with: p[1], p[2], p[3], p[4], p[5], p[6], p[7]).record(),
        ]
        for (index, probe) in probes.enumerated() { probe.send(index) }
        for (offset, subscriber) in merged.enumerated() {
            subscriber.expect((0...(offset + 1)).map { .value($0) })
        }
        for probe in probes { probe.send(completion: .finished) }
        for subscriber in merged { #expect(subscriber.events.last == .finished) }
    }

    @Test func finishesWhenEveryUpstreamHasFinished() {
        let a = Probe(), b = Probe()
        let subscriber = a.merge(with: b).record()
        a.send(completion: .finished)
        b.send(1)
        subscriber.expect([.value(1)])
        b.send(completion: .finished)
        subscriber.expect([.value(1), .finished])
    }

    @Test func failsOnTheFirstFailureAndCancelsTheOthers() {
        let a = Probe(), b = Probe(), c = Probe()
        let subscriber = a.merge(with: b, c).record()
        a.send(1)
        b.send(completion: .failure(TestError(1)))
        #expect(a.cancels == 1)
        #expect(c.cancels == 1)
        c.send(2)
        subscriber.expect([.value(1), .failure(TestError(1))])
    }

    @Test func cancelCancelsEveryUpstreamAndDeliversNothingMore() {
        let a = Probe(), b = Probe()
        let subscriber = a.merge(with: b).record()
        a.send(1)
        subscriber.cancel()
        #expect(a.cancels == 1)
        #expect(b.cancels == 1)
        b.send(2)
        subscriber.expect([.value(1)])
    }

    @Test func honoursDemandAndDeliversHeldValuesInArrivalOrder() {
        let a = Probe(), b = Probe()
        let subscriber = a.merge(with: b).record(demand: .max(1))
        #expect(a.requests == [.max(1)])
        #expect(b.requests == [.max(1)])
        a.send(1)
        b.send(2)
        subscriber.expect([.value(1)])
        subscriber.request(.max(1))
        subscriber.expect([.value(1), .value(2)])
        a.send(completion: .finished)
        b.send(completion: .finished)
        subscriber.expect([.value(1), .value(2), .finished])
    }

    @Test func finishesOnlyAfterHeldValuesAreDelivered() {
        let a = Probe(), b = Probe()
        let subscriber = a.merge(with: b).record(demand: .max(1))
        a.send(1); b.send(2)
        a.send(completion: .finished); b.send(completion: .finished)
        subscriber.expect([.value(1)])
        subscriber.request(.max(1))
        subscriber.expect([.value(1), .value(2), .finished])
    }

    @Test func neverDeliversMoreThanRequested() {
        let subscriber = Publishers.MergeMany([1, 2, 3].publisher, [4, 5, 6].publisher).record(demand: .max(4))
        #expect(subscriber.values.count == 4)
        subscriber.request(.max(1))
        #expect(subscriber.values.count == 5)
        subscriber.request(.max(1))
        #expect(subscriber.values.sorted() == [1, 2, 3, 4, 5, 6])
        #expect(subscriber.events.last == .finished)
        #expect(subscriber.violations == [])
    }

    @Test func mergeManyFromASequenceAndFromVariadics() {
        // `[publishers].merge()` is not provided (reported); MergeMany takes a sequence.
        let fromSequence = Publishers.MergeMany((1...3).map { Just($0) }).record()
        let fromVariadic = Publishers.MergeMany(Just(1), Just(2)).merge(with: Just(3)).record()
        for subscriber in [fromSequence, fromVariadic] {
            subscriber.expect([.value(1), .value(2), .value(3), .finished])
        }
    }

    @Test func emptyMergeManyFinishesAtOnce() {
        Publishers.MergeMany([Just<Int>]()).record().expect([.finished])
    }

    @Test func concurrentValuesAreEachDeliveredExactlyOnce() {
        let a = PublishRelay<Int>(), b = PublishRelay<Int>()
        let received = Locked([Int: Int]())
        let cancellable = a.merge(with: b).sink { value in received.withLock { $0[value, default: 0] += 1 } }
        acceptConcurrently(iterations: 2_000, even: a, odd: b)
        #expect(received.current.count == 2_000)
        #expect(received.current.values.allSatisfy { $0 == 1 })
        cancellable.cancel()
    }
}
