import Foundation
import Testing
@testable import Bindery

@Suite struct SignalTests {
    @Test func deliversOnTheUIScheduler() {
        let (scheduler, erased) = makeTestScheduler()
        let relay = PublishRelay<Int>()
        let signal = SharingScheduler.mock(scheduler: erased) { relay.asSignal() }
        let subscriber = signal.record()
        relay.accept(1)
        subscriber.expect([])
        scheduler.advance()
        subscriber.expect([.value(1)])
    }

    @Test func replaysNothingToALateSubscriber() {
        let (scheduler, erased) = makeTestScheduler()
        let relay = PublishRelay<Int>()
        let signal = Signal(relay, scheduler: erased)
        let first = signal.record()
        relay.accept(1)
        scheduler.advance()
        let late = signal.record()
        late.expect([])
        relay.accept(2)
        scheduler.advance()
        first.expect([.value(1), .value(2)])
        late.expect([.value(2)])
    }

    @Test func onErrorJustReturnAndOnErrorSignalWith() {
        let (scheduler, erased) = makeTestScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let (justReturn, signalWith) = SharingScheduler.mock(scheduler: erased) {
            (subject.asSignal(onErrorJustReturn: -1), subject.asSignal(onErrorSignalWith: Signal.just(0)))
        }
        let first = justReturn.record()
        let second = signalWith.record()
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        scheduler.advance()
        first.expect([.value(1), .value(-1), .finished])
        second.expect([.value(1), .value(0), .finished])
    }

    @Test func justAndEmpty() {
        let (scheduler, erased) = makeTestScheduler()
        let just = Signal.just("tap", scheduler: erased).record()
        let empty = Signal<String>.empty(scheduler: erased).record()
        scheduler.advance()
        just.expect([.value("tap"), .finished])
        empty.expect([.finished])
    }

    @Test func emitToObserversOnNextAndWithObject() {
        let (scheduler, erased) = makeTestScheduler()
        let taps = PublishRelay<Int>()
        let signal = Signal(taps, scheduler: erased)
        let a = PublishRelay<Int>()
        let b = BehaviorRelay<Int?>(value: nil)
        let aValues = a.record()
        let received = Locked([Int]())
        var target: Target? = Target()
        weak let weakTarget = target
        let cancellables = [
            signal.emit(to: a, a),
            signal.emit(to: b),
            signal.emit { value in received.withLock { $0.append(value) } },
            signal.emit(with: target!) { target, value in target.applied.append(value) },
        ]
        taps.accept(1)
        scheduler.advance()
        aValues.expect([.value(1), .value(1)])
        #expect(b.value == 1)
        #expect(weakTarget?.applied == [1])
        target = nil
        #expect(weakTarget == nil)
        taps.accept(2)
        scheduler.advance()
        #expect(received.current == [1, 2])
        cancellables.forEach { $0.cancel() }
        taps.accept(3)
        scheduler.advance()
        #expect(received.current == [1, 2])
    }

    @Test func identityConversions() {
        let (scheduler, erased) = makeTestScheduler()
        let relay = PublishRelay<Int>()
        let signal = Signal(relay, scheduler: erased).asSignal()
        let driver = Driver(relay, scheduler: erased).asDriver()
        let fromSignal = signal.record()
        let fromDriver = driver.record()
        relay.accept(1)
        scheduler.advance()
        fromSignal.expect([.value(1)])
        fromDriver.expect([.value(1)])
    }

    /// The signal's first subscriber connects to the driver and so sees its current value (as
    /// RxCocoa's `driver.asObservable().asSignal(onErrorSignalWith:)` does); the signal itself replays
    /// nothing to a later subscriber.
    @Test func driverAsSignalDoesNotReplayToALateSubscriber() {
        let (scheduler, erased) = makeTestScheduler()
        let relay = BehaviorRelay(value: 1)
        let driver = Driver(relay, scheduler: erased)
        let driverSubscriber = driver.record()
        scheduler.advance()
        let signal = driver.asSignal()
        let first = signal.record()
        let late = signal.record()
        relay.accept(2)
        scheduler.advance()
        driverSubscriber.expect([.value(1), .value(2)])
        first.expect([.value(1), .value(2)])
        late.expect([.value(2)])
    }
}
