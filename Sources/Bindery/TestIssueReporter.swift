/// A failure found by a check that a UI layer runs inside a test (a screen tester's accessibility audit, say),
/// with the place in the test it belongs to.
public struct TestIssue: Sendable, Equatable {
    /// A test line: its `#fileID`, `#filePath`, `#line` and `#column`.
    public typealias Place = (fileID: String, filePath: String, line: Int, column: Int)

    /// What is wrong and how to fix it.
    public let message: String
    /// The `#fileID` of the test line the issue is reported at.
    public let fileID: String
    /// The `#filePath` of that line.
    public let filePath: String
    /// The line number.
    public let line: Int
    /// The column number.
    public let column: Int

    /// `message`, reported at the test line `place`.
    public init(_ message: String, at place: Place) {
        self.message = message
        (fileID, filePath, line, column) = place
    }
}

/// Where checks that run inside tests report a failure, without the layer that runs them depending on a test framework.
///
/// Nil outside tests. BinderyTest's `.checksForLeaks` trait sets it, for each test case, to record a Swift Testing
/// issue, so a layer's built-in checks (such as `ScreenTester`'s accessibility audit of every screen it shows) fail
/// the test that triggered them, without the test asserting anything.
public enum TestIssueReporter {
    /// The reporter of the test running on this task, if any.
    @TaskLocal public static var current: (@Sendable (TestIssue) -> Void)?

    /// Reports `issue` to the current test; does nothing outside one.
    public static func report(_ issue: TestIssue) {
        current?(issue)
    }
}
