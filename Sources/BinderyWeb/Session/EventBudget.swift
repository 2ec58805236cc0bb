import Bindery
import Foundation

/// A tab's message budget (`EventRateLimiter`) and the count of what it refused since that was last reported: a
/// flood is reported at most every `reportInterval`, so it makes one log line, not thousands.
struct EventBudget {
    private var limiter: EventRateLimiter
    /// Messages refused since the last report.
    private var refused = 0
    /// When the refusals were last reported.
    private var lastReport: DispatchQueue.SchedulerTimeType?

    /// How often refusals are reported at most, in seconds.
    static let reportInterval = 10

    init(perSecond: Double, burst: Int) {
        limiter = EventRateLimiter(perSecond: perSecond, burst: burst)
    }

    /// Takes one message from the budget at `now`; false when it is spent.
    mutating func take(at now: DispatchQueue.SchedulerTimeType) -> Bool { limiter.allow(at: now) }

    /// Counts a refusal at `now`; returns how many to report when a report is due (nil when not).
    mutating func countRefusal(at now: DispatchQueue.SchedulerTimeType) -> Int? {
        refused += 1
        if let lastReport, lastReport.distance(to: now) < .seconds(Self.reportInterval) { return nil }
        defer { refused = 0; lastReport = now }
        return refused
    }
}
