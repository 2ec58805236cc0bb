import Bindery
import Foundation

/// Counts failed sign-ins per key (an email, a client) on the caller's clock, and refuses tries under
/// `policy` once a key has failed too often. Shared by every tab, so a new tab does not reset an email.
///
/// A try is admitted and counted in one step, under the lock: it holds its place as a failure from the
/// moment it starts, so many tabs of one client tapping at once cannot start more checks than the policy
/// allows. A try that succeeds, or that the store could not answer, gives its place back.
public final class LoginThrottle: @unchecked Sendable {
    // @unchecked Sendable: `failures` and `nextTry` are only touched under `lock`.

    /// One admitted try, counted as a failure for its keys until it is released.
    public struct Try: Equatable, Sendable {
        /// Which try this is (unique within its throttle).
        let number: UInt64
        /// The keys it counts against.
        public let keys: [String]
    }

    /// What the throttle says to a try.
    public enum Admission: Equatable, Sendable {
        /// Go ahead; the try is counted until released.
        case admitted(Try)
        /// Refused: no check may run for this long.
        case refused(retryAfter: Duration)
    }

    /// The rule applied to every key.
    public let policy: AttemptPolicy
    private let lock = NSLock()
    private var failures: [String: [(try: UInt64, time: DispatchQueue.SchedulerTimeType)]] = [:]
    private var nextTry: UInt64 = 0

    /// Creates a throttle with no failures recorded.
    public init(policy: AttemptPolicy = .standard) {
        self.policy = policy
    }

    /// The throttle key of an email (normalized, so case and spaces do not make a new key).
    public static func key(email: String) -> String { "email:" + Account.normalize(email: email) }

    /// Admits a try for `keys` at `now` and counts it as a failure of each, or refuses it when the most restricted
    /// key is over the policy; the check and the count are one step, so concurrent tries cannot both slip in.
    public func admit(_ keys: [String], at now: DispatchQueue.SchedulerTimeType) -> Admission {
        lock.withLock {
            forgetStale(at: now)
            if let delay = keys.compactMap({ policy.retryDelay(after: times(of: $0), at: now) }).max() {
                return .refused(retryAfter: delay)
            }
            nextTry += 1
            for key in keys { failures[key, default: []].append((nextTry, now)) }
            return .admitted(Try(number: nextTry, keys: keys))
        }
    }

    /// Gives back the place `attempt` held: it succeeded, or it never got an answer.
    public func release(_ attempt: Try) {
        lock.withLock {
            for key in attempt.keys {
                failures[key]?.removeAll { $0.try == attempt.number }
                if failures[key]?.isEmpty == true { failures[key] = nil }
            }
        }
    }

    /// Forgets every failure of `keys` (an email that just signed in).
    public func reset(_ keys: [String]) {
        lock.withLock {
            for key in keys { failures[key] = nil }
        }
    }

    /// How long tries stay refused at `now` for the most restricted of `keys`, or nil when a try is allowed.
    public func retryDelay(for keys: [String], at now: DispatchQueue.SchedulerTimeType) -> Duration? {
        lock.withLock { keys.compactMap { policy.retryDelay(after: times(of: $0), at: now) }.max() }
    }

    /// The number of keys with failures held (for tests: stale keys are dropped).
    public var trackedKeyCount: Int { lock.withLock { failures.count } }

    /// The failure times of `key`, oldest first (called under `lock`).
    private func times(of key: String) -> [DispatchQueue.SchedulerTimeType] {
        (failures[key] ?? []).map(\.time)
    }

    /// Drops failures that no longer count at `now` (called under `lock`).
    private func forgetStale(at now: DispatchQueue.SchedulerTimeType) {
        for (key, held) in failures {
            let recent = held.filter { policy.recent([$0.time], at: now).isEmpty == false }
            failures[key] = recent.isEmpty ? nil : recent
        }
    }
}
