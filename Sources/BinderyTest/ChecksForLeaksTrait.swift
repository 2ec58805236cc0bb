import Testing

/// A trait that runs each test inside `withLeakTracking`: every object passed to `trackForLeaks` must be gone when the test ends.
public struct ChecksForLeaksTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test in a suite that carries it.
    public var isRecursive: Bool { true }

    /// Creates the trait; use `.checksForLeaks`.
    public init() {}

    /// Scopes test cases only; a suite itself tracks nothing.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> ChecksForLeaksTrait? {
        testCase == nil ? nil : self
    }

    /// Runs one test case with a fresh leak tracker and reports what it leaked.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withLeakTracking { try await function() }
    }
}

extension Trait where Self == ChecksForLeaksTrait {
    /// Fails a test when an object it passed to `trackForLeaks` is still alive after the test body returns.
    public static var checksForLeaks: Self { ChecksForLeaksTrait() }
}
