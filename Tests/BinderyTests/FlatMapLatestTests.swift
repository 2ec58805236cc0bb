import Foundation
import Testing
@testable import Bindery

/// An outer subject whose values pick inner probe subjects by index.
private struct Switching {
    let outer = ProbeSubject<Int, TestError>()
    let inners = [ProbeSubject<String, TestError>(), ProbeSubject<String, TestError>(), ProbeSubject<String, TestError>()]
    var publisher: Publishers.FlatMapLatest<ProbeSubject<Int, TestError>, ProbeSubject<String, TestError>> {
        let inners = self.inners
        return outer.flatMapLatest { inners[$0] }
    }
}

@Suite struct FlatMapLatestTests {
    @Test func relaysOnlyTheLatestInnerAndCancelsThePrevious() {
        let s = Switching()
        let subscriber = s.publisher.record()
        s.outer.send(0)
        s.inners[0].send("a")
        s.outer.send(1)
        #expect(s.inners[0].cancels == 1)
        s.inners[0].send("stale")
        s.inners[1].send("b")
        subscriber.expect([.value("a"), .value("b")])
        #expect(s.inners[1].cancels == 0)
    }

    @Test func synchronousInners() {
        let subscriber = [1, 2, 3].publisher.setFailureType(to: TestError.self)
            .flatMapLatest { Just($0 * 10).setFailureType(to: TestError.self) }
            .record()
        subscriber.expect([.value(10), .value(20), .value(30), .finished])
    }

    @Test func aJustIsDeliveredAtOnceWhenThereIsDemand() {
        let outer = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var finished = false
        let cancellable = outer.flatMapLatest { Just($0 * 10) }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        outer.send(1)
        outer.send(2)
        outer.send(completion: .finished)
        #expect(received == [10, 20])
        #expect(finished)
        cancellable.cancel()
    }

    @Test func aJustWaitsForDemandAndOnlyTheLatestIsDelivered() {
        let outer = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var finished = false
        var subscription: (any Subscription)?
        outer.flatMapLatest { Just($0) }.subscribe(AnySubscriber<Int, Never>(
            receiveSubscription: { subscription = $0 },
            receiveValue: { received.append($0); return .none },
            receiveCompletion: { _ in finished = true }
        ))
        outer.send(1)  // no demand yet: this Just waits
        outer.send(2)  // and is replaced
        subscription?.request(.max(1))
        #expect(received == [2])
        outer.send(3)  // no demand left: waits again
        outer.send(completion: .finished)
        #expect(!finished)
        subscription?.request(.max(1))
        #expect(received == [2, 3])
        #expect(finished)
    }

    @Test func waitsForTheLatestInnerBeforeFinishing() {
        let s = Switching()
        let subscriber = s.publisher.record()
        s.outer.send(0)
        s.outer.send(completion: .finished)
        subscriber.expect([])
        s.inners[0].send("a")
        s.inners[0].send(completion: .finished)
        subscriber.expect([.value("a"), .finished])
    }

    @Test func finishesWhenTheOuterFinishesAfterTheInner() {
        let s = Switching()
        let subscriber = s.publisher.record()
        s.outer.send(0)
        s.inners[0].send(completion: .finished)
        subscriber.expect([])
        s.outer.send(completion: .finished)
        subscriber.expect([.finished])
    }

    @Test func finishesAtOnceWhenTheOuterFinishesWithoutValues() {
        let s = Switching()
        let subscriber = s.publisher.record()
        s.outer.send(completion: .finished)
        subscriber.expect([.finished])
    }

    @Test func aFinishedInnerDoesNotFinishTheWhole() {
        let s = Switching()
        let subscriber = s.publisher.record()
        s.outer.send(0)
        s.inners[0].send(completion: .finished)
        s.outer.send(1)
        s.inners[1].send("b")
        subscriber.expect([.value("b")])
    }

    @Test func outerFailureFailsAndCancelsTheInner() {
        let s = Switching()
        let subscriber = s.publisher.record()
        s.outer.send(0)
        s.outer.send(completion: .failure(TestError(1)))
        #expect(s.inners[0].cancels == 1)
        s.inners[0].send("late")
        subscriber.expect([.failure(TestError(1))])
    }

    @Test func innerFailureFailsAndCancelsTheOuter() {
        let s = Switching()
        let subscriber = s.publisher.record()
        s.outer.send(0)
        s.inners[0].send(completion: .failure(TestError(2)))
        #expect(s.outer.cancels == 1)
        s.outer.send(1)
        subscriber.expect([.failure(TestError(2))])
        #expect(s.inners[1].subscriptions == 0)
    }

    @Test func aFailureOfACancelledInnerIsIgnored() {
        let s = Switching()
        let subscriber = s.publisher.record()
        s.outer.send(0)
        s.outer.send(1)
        s.inners[0].send(completion: .failure(TestError(3)))
        s.inners[1].send("b")
        subscriber.expect([.value("b")])
    }

    @Test func errorsCaughtInsideKeepTheOuterAlive() {
        let taps = PublishRelay<Int>()
        let subscriber = taps
            .flatMapLatest { value -> AnyPublisher<String, Never> in
                let result: AnyPublisher<String, TestError> = value.isMultiple(of: 2)
                    ? Fail(error: TestError(value)).eraseToAnyPublisher()
                    : Just("ok \(value)").setFailureType(to: TestError.self).eraseToAnyPublisher()
                return result.catch { error in Just("error \(error.code)") }.eraseToAnyPublisher()
            }
            .record()
        taps.accept(1)
        taps.accept(2)
        taps.accept(3)
        subscriber.expect([.value("ok 1"), .value("error 2"), .value("ok 3")])
    }

    @Test func cancelCancelsOuterAndInnerAndDeliversNothingMore() {
        let s = Switching()
        let subscriber = s.publisher.record()
        s.outer.send(0)
        s.inners[0].send("a")
        subscriber.cancel()
        #expect(s.outer.cancels == 1)
        #expect(s.inners[0].cancels == 1)
        s.inners[0].send("b")
        s.outer.send(1)
        subscriber.expect([.value("a")])
        #expect(s.inners[1].subscriptions == 0)
    }

    @Test func honoursDemandAcrossInners() {
        let s = Switching()
        let subscriber = s.publisher.record(demand: .max(1))
        #expect(s.outer.requests == [.unlimited])
        s.outer.send(0)
        #expect(s.inners[0].requests == [.max(1)])
        s.inners[0].send("a")
        s.inners[0].send("b")
        subscriber.expect([.value("a")])
        subscriber.request(.max(2))
        #expect(s.inners[0].requests == [.max(1), .max(2)])
        s.inners[0].send("c")
        s.outer.send(1)
        // The new inner is asked for what is left of the demand: one.
        #expect(s.inners[1].requests == [.max(1)])
        s.inners[1].send("d")
        s.inners[1].send("e")
        subscriber.expect([.value("a"), .value("c"), .value("d")])
    }

    @Test func demandRequestedBeforeAnyInnerReachesTheFirstInner() {
        let s = Switching()
        let subscriber = s.publisher.record(demand: nil)
        subscriber.request(.max(2))
        s.outer.send(2)
        #expect(s.inners[2].requests == [.max(2)])
        for value in ["x", "y", "z"] { s.inners[2].send(value) }
        subscriber.expect([.value("x"), .value("y")])
    }

    @Test func concurrentOuterValuesEndWithTheLastInnerOnly() {
        let outer = PublishRelay<Int>()
        let received = Locked([Int]())
        let cancellable = outer.flatMapLatest { Just($0) }.sink { value in received.withLock { $0.append(value) } }
        DispatchQueue.concurrentPerform(iterations: 1_000) { outer.accept($0) }
        // Every synchronous inner delivers before the next switch, so each value arrives once.
        #expect(received.current.count == 1_000)
        #expect(Set(received.current) == Set(0..<1_000))
        cancellable.cancel()
    }
}
