import Bindery
import Foundation

/// Counts failed sign-ins per key (an email, a tab) on the caller's clock, and refuses tries under
/// `policy` once a key has failed too often. Shared by every tab, so a new tab does not reset an email.
public final class LoginThrottle: @unchecked Sendable {
    // @unchecked Sendable: `failures` is only touched under `lock`.

    /// The rule applied to every key.
    public let policy: AttemptPolicy
    private let lock = NSLock()
    private var failures: [String: [DispatchQueue.SchedulerTimeType]] = [:]

    /// Creates a throttle with no failures recorded.
    public init(policy: AttemptPolicy = .standard) {
        self.policy = policy
    }

    /// The throttle key of an email (normalized, so case and spaces do not make a new key).
    public static func key(email: String) -> String { "email:" + Account.normalize(email: email) }

    /// How long tries stay refused at `now` for the most restricted of `keys`, or nil when a try is allowed.
    public func retryDelay(for keys: [String], at now: DispatchQueue.SchedulerTimeType) -> Duration? {
        lock.withLock {
            keys.compactMap { policy.retryDelay(after: failures[$0] ?? [], at: now) }.max()
        }
    }

    /// Records a failed try at `now` for each of `keys`, forgetting failures that no longer count.
    public func recordFailure(for keys: [String], at now: DispatchQueue.SchedulerTimeType) {
        lock.withLock {
            for (key, times) in failures {
                let recent = policy.recent(times, at: now)
                failures[key] = recent.isEmpty ? nil : recent
            }
            for key in keys { failures[key, default: []].append(now) }
        }
    }

    /// Forgets the failures of `keys` (after a successful sign-in).
    public func reset(_ keys: [String]) {
        lock.withLock {
            for key in keys { failures[key] = nil }
        }
    }

    /// The number of keys with failures held (for tests: stale keys are dropped).
    public var trackedKeyCount: Int { lock.withLock { failures.count } }
}
