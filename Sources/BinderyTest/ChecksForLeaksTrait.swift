import Testing

/// A trait that runs each test inside `withLeakTracking`: every object passed to `trackForLeaks` must be gone when the test ends.
///
/// It also turns on the checks the framework runs inside tests (`TestIssueReporter`, in Bindery): a `ScreenTester` in such a
/// test fails it when a screen it shows has an accessibility issue (a text field without a label, a screen without
/// exactly one level-one heading), with no assertion written for it.
public struct ChecksForLeaksTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test in a suite that carries it.
    public var isRecursive: Bool { true }

    /// Creates the trait; use `.checksForLeaks`.
    public init() {}

    /// Scopes test cases only; a suite itself tracks nothing.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> ChecksForLeaksTrait? {
        testCase == nil ? nil : self
    }

    /// Runs one test case with a fresh leak tracker and the framework's test checks on, and reports what it leaked.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await TestIssueReporter.$current.withValue(recordAsSwiftTestingIssue) {
            try await withLeakTracking { try await function() }
        }
    }
}

extension Trait where Self == ChecksForLeaksTrait {
    /// Fails a test when an object it passed to `trackForLeaks` is still alive after the test body returns.
    public static var checksForLeaks: Self { ChecksForLeaksTrait() }
}

/// Records a framework check's failure as a Swift Testing issue at the test line it names.
@Sendable private func recordAsSwiftTestingIssue(_ issue: TestIssue) {
    Issue.record(
        Comment(rawValue: issue.message),
        sourceLocation: SourceLocation(fileID: issue.fileID, filePath: issue.filePath, line: issue.line, column: issue.column)
    )
}
