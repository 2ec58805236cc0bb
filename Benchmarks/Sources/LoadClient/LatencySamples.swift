import Histogram

/// What one phase measured: latencies in microseconds and what went wrong.
struct LatencySamples: Sendable {
    /// One latency per answered event, in microseconds.
    var microseconds: [UInt64] = []
    /// Events answered with an error frame.
    var errors = 0
    /// Events with no answer within the timeout.
    var unanswered = 0
    /// Sessions that could not open or connect (each reported on stderr).
    var failedSessions = 0

    /// Adds another session's samples.
    mutating func merge(_ other: LatencySamples) {
        microseconds += other.microseconds
        errors += other.errors
        unanswered += other.unanswered
        failedSessions += other.failedSessions
    }

    /// Records the time since `sent`.
    mutating func record(since sent: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - sent
        let (seconds, attoseconds) = elapsed.components
        microseconds.append(UInt64(seconds) * 1_000_000 + UInt64(attoseconds / 1_000_000_000_000))
    }

    /// p50, p99 and max in milliseconds, through an HdrHistogram (3 significant digits).
    var summary: (p50: Double, p99: Double, max: Double, count: Int) {
        var histogram = Histogram<UInt64>(highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: .three)
        for value in microseconds { _ = histogram.record(max(1, value)) }
        return (Double(histogram.valueAtPercentile(50)) / 1000, Double(histogram.valueAtPercentile(99)) / 1000,
                Double(histogram.maxRecorded) / 1000, microseconds.count)
    }
}
