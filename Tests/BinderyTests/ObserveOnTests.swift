import Foundation
import Testing
@testable import Bindery

/// A thread check the test flips: "is the caller on the UI thread right now?"
private final class Flag: @unchecked Sendable {
    var isOn = false
}

@Suite struct ObserveOnTests {
    @Test func deliversValuesAndCompletionOnTheScheduler() {
        let (scheduler, erased) = makeTestScheduler()
        let probe = ProbeSubject<Int, TestError>()
        let subscriber = probe.observe(on: erased).record()
        probe.send(1)
        probe.send(completion: .finished)
        subscriber.expect([])
        scheduler.advance()
        subscriber.expect([.value(1), .finished])
    }

    @Test func deliversInlineWhenAlreadyOnTheUIThreadAndNothingIsWaiting() {
        let (scheduler, erased) = makeTestScheduler()
        let onUIThread = Flag()
        let probe = ProbeSubject<Int, TestError>()
        let subscriber = probe.observe(on: erased, isCurrent: { onUIThread.isOn }).record()
        probe.send(1)                 // off the UI thread: scheduled
        onUIThread.isOn = true
        probe.send(2)                 // on it, but 1 is still waiting: scheduled behind it, order kept
        subscriber.expect([])
        scheduler.advance()
        subscriber.expect([.value(1), .value(2)])
        probe.send(3)                 // on it, nothing waiting: at once
        subscriber.expect([.value(1), .value(2), .value(3)])
    }

    @Test func nothingArrivesAfterCancel() {
        let (scheduler, erased) = makeTestScheduler()
        let probe = ProbeSubject<Int, TestError>()
        let subscriber = probe.observe(on: erased).record()
        probe.send(1)
        subscriber.cancel()
        scheduler.advance()
        subscriber.expect([])
        #expect(probe.cancels == 1)
    }

    @Test func forwardsDemandUpstream() {
        let (scheduler, erased) = makeTestScheduler()
        let probe = ProbeSubject<Int, TestError>()
        let subscriber = probe.observe(on: erased).record(demand: .max(1))
        #expect(probe.requests == [.max(1)])
        subscriber.request(.max(2))
        #expect(probe.requests == [.max(1), .max(2)])
        scheduler.advance()
    }
}
