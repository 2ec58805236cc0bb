/// Where the offline service's random choices come from: injectable so tests can script them.
public protocol RandomIndexSource {
    /// Returns an index in `0..<count` (`count` is at least 1).
    func nextIndex(below count: Int) -> Int
}

/// The system's random generator, for the running app.
public struct SystemRandomIndexSource: RandomIndexSource, Sendable {
    /// Creates the system source.
    public init() {}

    /// Returns an index drawn uniformly from `0..<count`.
    public func nextIndex(below count: Int) -> Int {
        Int.random(in: 0..<count)
    }
}
