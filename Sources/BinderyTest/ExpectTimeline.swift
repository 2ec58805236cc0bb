import CustomDump
import Testing

/// Expects `recorder` to have recorded exactly `expected`, in order; on a mismatch records an Issue with a diff.
public func expectTimeline<Output: Equatable, Failure: Error>(
    _ recorder: TestRecorder<Output, Failure>,
    _ expected: [Recorded<Output>],
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectEqualTimelines(recorder.events, expected, comment, sourceLocation: sourceLocation)
}

/// Expects `actual` to equal `expected` — typically a struct of several outputs' timelines, so that one
/// test asserts a view model's whole output at once; on a mismatch records one Issue with a diff.
public func expectEqualTimelines<Timelines: Equatable>(
    _ actual: Timelines,
    _ expected: Timelines,
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    let difference = diff(expected, actual) ?? "expected \(expected), recorded \(actual)"
    let heading = comment.map { "\($0) — " } ?? ""
    Issue.record(
        Comment(rawValue: "\(heading)Timeline differs (−expected, +recorded):\n\(difference)"),
        sourceLocation: sourceLocation
    )
}
