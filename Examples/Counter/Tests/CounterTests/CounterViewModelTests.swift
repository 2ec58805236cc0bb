import BinderyTest
@testable import Counter
import Testing

/// The counter's rules on virtual time: exact timelines of the count and of what may be tapped.
@Suite(.checksForLeaks)
struct CounterViewModelTests {
    @Test func startsAtZeroWithMinusAndResetDisabled() {
        let counter = CounterHarness()
        counter.play(.wait(1000))
        expectEqualTimelines(counter.timeline, CounterTimeline(
            count: [.next(0, 0)], canDecrement: [.next(0, false)], canReset: [.next(0, false)]))
    }

    @Test func eachTapOnPlusAddsOneAndTheFirstEnablesMinusAndReset() {
        let counter = CounterHarness()
        counter.play(.wait(100), .increment, .wait(100), .increment, .wait(100), .increment)
        expectEqualTimelines(counter.timeline, CounterTimeline(
            count: [.next(0, 0), .next(100, 1), .next(200, 2), .next(300, 3)],
            canDecrement: [.next(0, false), .next(100, true)],
            canReset: [.next(0, false), .next(100, true)]))
    }

    @Test func minusTakesOneAwayAndReachingZeroDisablesIt() {
        let counter = CounterHarness()
        counter.play(.increment, .increment, .wait(100), .decrement, .wait(100), .decrement)
        expectEqualTimelines(counter.timeline, CounterTimeline(
            count: [.next(0, 0), .next(0, 1), .next(0, 2), .next(100, 1), .next(200, 0)],
            canDecrement: [.next(0, false), .next(0, true), .next(200, false)],
            canReset: [.next(0, false), .next(0, true), .next(200, false)]))
    }

    @Test func minusAtZeroChangesNothingAndThePlusAfterItWorks() {
        let counter = CounterHarness()
        counter.play(.wait(100), .decrement, .wait(100), .decrement, .wait(100), .increment)
        expectEqualTimelines(counter.timeline, CounterTimeline(
            count: [.next(0, 0), .next(300, 1)],
            canDecrement: [.next(0, false), .next(300, true)],
            canReset: [.next(0, false), .next(300, true)]),
            "the count never went below zero, so one + makes it 1")
    }

    @Test func resetGoesBackToZeroAndASecondResetSendsNothing() {
        let counter = CounterHarness()
        counter.play(.increment, .increment, .increment, .wait(500), .reset, .wait(100), .reset, .wait(100), .increment)
        expectEqualTimelines(counter.timeline, CounterTimeline(
            count: [.next(0, 0), .next(0, 1), .next(0, 2), .next(0, 3), .next(500, 0), .next(700, 1)],
            canDecrement: [.next(0, false), .next(0, true), .next(500, false), .next(700, true)],
            canReset: [.next(0, false), .next(0, true), .next(500, false), .next(700, true)]))
    }

    @Test(arguments: [
        (CounterStep.increment, 0, 1), (.increment, 41, 42), (.decrement, 1, 0), (.decrement, 0, 0), (.reset, 7, 0),
    ])
    func aStepMovesTheCountAsItsNameSays(step: CounterStep, from count: Int, to expected: Int) {
        #expect(step.applied(to: count) == expected)
    }
}
