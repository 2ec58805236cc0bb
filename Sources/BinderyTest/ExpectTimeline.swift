import CustomDump
import Testing

/// Expects `recorder` to have recorded exactly `expected`, in order; on a mismatch records an Issue with a diff.
public func expectTimeline<Output: Equatable, Failure: Error>(
    _ recorder: TestRecorder<Output, Failure>,
    _ expected: [Recorded<Output>],
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = recorder.events
    guard actual != expected else { return }
    let difference = diff(expected, actual) ?? "expected \(expected), recorded \(actual)"
    let heading = comment.map { "\($0) — " } ?? ""
    Issue.record(
        Comment(rawValue: "\(heading)Timeline differs (−expected, +recorded):\n\(difference)"),
        sourceLocation: sourceLocation
    )
}
