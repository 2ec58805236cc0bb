import BinderyTest
import Foundation
import Testing
@testable import Bindery

/// Per-binding state (deduplicated) and pulses (one-shot, repeated on each assignment).
@Suite(.checksForLeaks)
struct ReactorBindingTests {
    private let scheduler = DispatchQueue.test

    private func makeReactor(sourceLocation: SourceLocation = #_sourceLocation) -> CounterReactor {
        trackForLeaks(CounterReactor(scheduler: scheduler.eraseToAnyScheduler()), sourceLocation: sourceLocation)
    }

    @Test func aPropertyBindingSeesOnlyChangesOfThatProperty() {
        let reactor = makeReactor()
        let counts = reactor.recordState(\.count, on: scheduler)
        let names = reactor.recordState(\.name, on: scheduler)

        reactor.action.accept(.rename("a"))
        reactor.action.accept(.rename("a"))
        scheduler.advance(by: .milliseconds(10))
        reactor.action.accept(.increase)
        scheduler.advance()

        expectTimeline(counts, [.next(0, 0), .next(10, 1)])
        expectTimeline(names, [.next(0, ""), .next(0, "a")])
    }

    @Test func aPulseFiresOncePerAssignmentEvenWhenTheValueRepeats() {
        let reactor = makeReactor()
        let alerts = reactor.pulse(\.$alert).record(on: scheduler)

        reactor.action.accept(.alert("Insufficient balance"))
        scheduler.advance(by: .milliseconds(10))
        reactor.action.accept(.alert("Insufficient balance"))
        scheduler.advance(by: .milliseconds(10))
        reactor.action.accept(.increase)
        reactor.action.accept(.rename("b"))
        scheduler.advance()

        expectTimeline(alerts, [.next(0, "Insufficient balance"), .next(10, "Insufficient balance")],
                       "the same alert twice shows twice; unrelated changes send nothing")
    }

    @Test func aPulseDoesNotReplayItsLastAssignmentToANewBinding() {
        let reactor = makeReactor()
        reactor.action.accept(.alert("old"))
        scheduler.advance(by: .milliseconds(10))

        let alerts = reactor.pulse(\.$alert).record(on: scheduler)
        reactor.action.accept(.increase)
        scheduler.advance(by: .milliseconds(10))
        reactor.action.accept(.alert("new"))
        scheduler.advance()

        expectTimeline(alerts, [.next(10, "new")])
    }

    @Test func pulsesCompareByValueAndAssignmentCount() {
        var first = Pulse<String?>(wrappedValue: nil)
        var second = first
        first.wrappedValue = "x"
        second.wrappedValue = "x"
        #expect(first == second)
        second.wrappedValue = "x"
        #expect(first != second)
        #expect(second.assignmentCount == 2)
    }
}
