import Bindery
import Foundation

/// A token bucket for one session's events: `burst` at once, refilled at `perSecond`, on the session's clock.
struct EventRateLimiter {
    /// The steady rate allowed.
    let perSecond: Double
    /// How many events may arrive at once.
    let burst: Double
    private var tokens: Double
    private var last: DispatchQueue.SchedulerTimeType?

    /// Creates a full bucket.
    init(perSecond: Double, burst: Int) {
        self.perSecond = perSecond
        self.burst = Double(burst)
        self.tokens = Double(burst)
    }

    /// Takes one token at `now`; false when the bucket is empty (the event is refused).
    mutating func allow(at now: DispatchQueue.SchedulerTimeType) -> Bool {
        if let last {
            let elapsed = Double(last.distance(to: now).magnitude) / 1_000_000_000
            tokens = min(burst, tokens + max(0, elapsed) * perSecond)
        }
        last = now
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
