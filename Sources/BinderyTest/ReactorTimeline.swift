import CustomDump
import Foundation
import Testing

extension Reactor {
    /// Records every state the reactor delivers (the current one first) on `scheduler`'s virtual time.
    public func recordStates(on scheduler: TestSchedulerOf<DispatchQueue>,
                             from start: DispatchQueue.SchedulerTimeType? = nil) -> TestRecorder<State, Never> {
        TestRecorder(state, scheduler: scheduler, start: start)
    }

    /// Records one property of the state, repeats skipped, on `scheduler`'s virtual time.
    public func recordState<Value: Equatable>(_ keyPath: KeyPath<State, Value>,
                                              on scheduler: TestSchedulerOf<DispatchQueue>,
                                              from start: DispatchQueue.SchedulerTimeType? = nil) -> TestRecorder<Value, Never> {
        TestRecorder(state(keyPath), scheduler: scheduler, start: start)
    }
}

/// Expects `reactor` to have delivered exactly the states in `expected`, at those virtual times, to
/// `recorder` (made by `reactor.recordStates(on:)`), and its current state to be the last of them.
public func expectStateTimeline<R: Reactor>(
    _ reactor: R,
    _ recorder: TestRecorder<R.State, Never>,
    _ expected: [Recorded<R.State>],
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) where R.State: Equatable {
    expectTimeline(recorder, expected, comment, sourceLocation: sourceLocation)
    if let last = expected.last?.value, reactor.currentState != last {
        let difference = diff(last, reactor.currentState) ?? "expected \(last), current \(reactor.currentState)"
        Issue.record(Comment(rawValue: "The current state is not the last expected one (−expected, +current):\n\(difference)"),
                     sourceLocation: sourceLocation)
    }
}
