/// Where the random-number stand-in gets its numbers: injectable so tests can use a seeded source.
public protocol RandomIntegerSource: Sendable {
    /// Returns a number drawn uniformly from `range` (both bounds included).
    func nextInteger(in range: ClosedRange<Int>) -> Int
}

/// The system's cryptographically secure generator, for the running server.
public struct SystemRandomIntegerSource: RandomIntegerSource {
    /// Creates the system source.
    public init() {}

    /// Returns a number drawn uniformly from `range` with `SystemRandomNumberGenerator`.
    public func nextInteger(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range)
    }
}
