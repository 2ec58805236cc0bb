import BinderyTest
import Foundation
import Testing
@testable import Bindery

/// The stub for view tests: the state is what the test sets, the actions are only recorded.
@Suite(.checksForLeaks)
struct ReactorStubTests {
    private let scheduler = DispatchQueue.test

    @Test func aStubRecordsActionsWithoutMutating() {
        let reactor = trackForLeaks(CounterReactor(scheduler: scheduler.eraseToAnyScheduler()))
        let stub = reactor.runtime.enableStub()

        reactor.action.accept(.increase)
        reactor.action.accept(.rename("x"))
        scheduler.advance()

        #expect(stub.actions == [.increase, .rename("x")])
        #expect(stub.lastAction == .rename("x"))
        #expect(reactor.currentState == .with(), "no mutation ran")
        #expect(reactor.runtime.enableStub() === stub)
    }

    @Test func aStateSetOnTheStubReachesBindingsAndPulses() {
        let reactor = trackForLeaks(CounterReactor(scheduler: scheduler.eraseToAnyScheduler()))
        let stub = reactor.runtime.enableStub()
        let counts = reactor.recordState(\.count, on: scheduler)
        let alerts = reactor.pulse(\.$alert).record(on: scheduler)

        stub.state.count = 5
        scheduler.advance(by: .milliseconds(10))
        stub.state.alert = "Refused"

        expectTimeline(counts, [.next(0, 0), .next(0, 5)])
        expectTimeline(alerts, [.next(10, "Refused")])
        #expect(reactor.currentState.count == 5)
    }
}
