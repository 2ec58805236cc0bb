import Histogram

/// What one stream measured: latencies in microseconds, the answers' size, and what went wrong.
struct LatencySamples: Sendable {
    /// One latency per answered event, in microseconds.
    var microseconds: [UInt64] = []
    /// The answered events' answer frames, summed: text payload bytes, without WebSocket framing.
    var answerBytes = 0
    /// Events answered with an error frame.
    var errors = 0
    /// Events with no answer within the timeout (or that could not be sent: the socket had ended).
    var unanswered = 0

    /// Adds another session's samples.
    mutating func merge(_ other: LatencySamples) {
        microseconds += other.microseconds
        answerBytes += other.answerBytes
        errors += other.errors
        unanswered += other.unanswered
    }

    /// Records the time since `sent`, and the answer's size.
    mutating func record(since sent: ContinuousClock.Instant, answer: String) {
        let elapsed = ContinuousClock.now - sent
        let (seconds, attoseconds) = elapsed.components
        microseconds.append(UInt64(seconds) * 1_000_000 + UInt64(attoseconds / 1_000_000_000_000))
        answerBytes += answer.utf8.count
    }

    /// p50, p99 and max in milliseconds, through an HdrHistogram (3 significant digits).
    var summary: (p50: Double, p99: Double, max: Double, count: Int) {
        var histogram = Histogram<UInt64>(highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: .three)
        for value in microseconds { _ = histogram.record(max(1, value)) }
        return (Double(histogram.valueAtPercentile(50)) / 1000, Double(histogram.valueAtPercentile(99)) / 1000,
                Double(histogram.maxRecorded) / 1000, microseconds.count)
    }

    /// Answer bytes per answered event.
    var bytesPerEvent: Double { Double(answerBytes) / Double(max(1, microseconds.count)) }
}
