import Foundation
import Testing
@testable import Bindery

/// `asSignal(onErrorRecover:)`: a failure becomes the signal the closure makes from it, on the UI scheduler.
@Suite struct SignalRecoveryTests {
    @Test func onErrorRecoverGetsTheErrorAndContinuesWithItsSignal() {
        let (scheduler, erased) = makeTestScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let signal = SharingScheduler.mock(scheduler: erased) {
            subject.asSignal { error in Signal.just(error.code * 10, scheduler: erased) }
        }
        let subscriber = signal.record()
        subject.send(1)
        subject.send(completion: .failure(TestError(4)))
        subscriber.expect([])
        scheduler.advance()
        subscriber.expect([.value(1), .value(40), .finished])
    }

    @Test func aLateSubscriberGetsNoReplayOfTheRecoveredValue() {
        let (scheduler, erased) = makeTestScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let signal = SharingScheduler.mock(scheduler: erased) {
            subject.asSignal { _ in Signal<Int>.never(scheduler: erased) }
        }
        let early = signal.record()
        subject.send(7)
        scheduler.advance()
        let late = signal.record()
        scheduler.advance()
        early.expect([.value(7)])
        late.expect([])
    }
}
