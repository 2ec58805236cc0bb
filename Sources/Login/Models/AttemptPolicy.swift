import Bindery
import Foundation

/// The brute-force rule: at most `maxFailures` failed sign-ins within `window`; past that, tries are
/// refused until the oldest of those failures leaves the window.
public struct AttemptPolicy: Equatable, Sendable {
    /// How many failures the window may hold before tries are refused.
    public let maxFailures: Int
    /// How far back failures count.
    public let window: Duration

    /// Creates a policy.
    public init(maxFailures: Int, window: Duration) {
        self.maxFailures = maxFailures
        self.window = window
    }

    /// Five failures within fifteen minutes.
    public static let standard = AttemptPolicy(maxFailures: 5, window: .seconds(15 * 60))

    /// The failures among `failures` (oldest first) that still count at `now`.
    public func recent(_ failures: [DispatchQueue.SchedulerTimeType],
                       at now: DispatchQueue.SchedulerTimeType) -> [DispatchQueue.SchedulerTimeType] {
        failures.filter { Self.elapsed(from: $0, to: now) < window }
    }

    /// How long tries stay refused at `now` given `failures` (oldest first), or nil when a try is allowed.
    public func retryDelay(after failures: [DispatchQueue.SchedulerTimeType],
                           at now: DispatchQueue.SchedulerTimeType) -> Duration? {
        let recent = recent(failures, at: now)
        guard recent.count >= maxFailures else { return nil }
        // Refused until enough old failures leave the window that fewer than `maxFailures` remain.
        let blocking = recent[recent.count - maxFailures]
        return window - Self.elapsed(from: blocking, to: now)
    }

    /// `delay` in whole minutes, rounded up (at least 1), for the refusal message.
    public static func minutes(_ delay: Duration) -> Int {
        let (seconds, attoseconds) = delay.components
        let wholeSeconds = seconds + (attoseconds > 0 ? 1 : 0)
        return max(1, Int((wholeSeconds + 59) / 60))
    }

    /// The time from `start` to `end` on a scheduler's clock.
    private static func elapsed(from start: DispatchQueue.SchedulerTimeType,
                                to end: DispatchQueue.SchedulerTimeType) -> Duration {
        .nanoseconds(start.distance(to: end).magnitude)
    }
}
