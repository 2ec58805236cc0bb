import Bindery
import Foundation

/// Counts failed sign-ins under `policy` against three keys per try — the (account, client) pair, the account
/// from every client, the client on every account — and refuses a try while any of them is in its delay.
/// Shared by every tab, so a new tab does not reset anything; committed failures live in a `LoginFailureStore`
/// (the account database in the gallery), so a restart does not either. Each try re-reads its keys' committed
/// failures from the store, so instances sharing one database (PostgreSQL) count each other's failures and
/// sign-ins. Times come from the injected wall clock.
///
/// A try is admitted and counted in one step, under the lock: it holds its place as a failure of each key from the
/// moment it starts, so many tabs tapping at once cannot start more checks than the policy allows. Its check's
/// answer settles it (`settle(_:with:)`) whether or not a screen is still there to show it: a mismatch commits it
/// (to the store, and to the log); a sign-in is logged, gives it back and forgets the pair's and the account's
/// failures, not the client's; only a try the account store could not answer gives its place back.
public final class LoginThrottle: @unchecked Sendable {
    // @unchecked Sendable: `failures`, `nextTry` and `refusalsLogged` are only touched under `lock`.

    /// One admitted try, counted as a failure of its keys until it is released.
    public struct Try: Equatable, Sendable {
        /// Which try this is (unique within its throttle).
        let number: UInt64
        /// The account tried (normalized).
        public let account: String
        /// The client that tried: its network address, or a tab's id.
        public let client: String
        /// When it was admitted.
        public let time: Date
        /// Its keys, one per scope.
        let keys: [String]
    }

    /// What the throttle says to a try.
    public enum Admission: Equatable, Sendable {
        /// Go ahead; the try is counted until released.
        case admitted(Try)
        /// Refused: no check may run for this long.
        case refused(retryAfter: Duration)
    }

    /// What the throttle reports to its log; never a password.
    public enum Event: Equatable, Sendable {
        /// A check found that `client` gave the wrong password for `account` (or no such account).
        case failed(account: String, client: String)
        /// A check found that `client` gave the right password for `account`.
        case signedIn(account: String, client: String)
        /// Tries of `account` from `client` are refused for `retryAfter` because `scope`'s key is in its delay;
        /// reported once per delay, not for every refused tap.
        case refused(account: String, client: String, scope: AttemptPolicy.Scope, retryAfter: Duration)
        /// The failure store could not be read or written; the throttle goes on with what it holds in memory.
        case storeFailed(String)
    }

    /// One failure of one key: committed (`tryNumber` nil) or a try in flight.
    private struct Entry {
        var tryNumber: UInt64?
        let time: Date
    }

    /// The rules applied to each kind of key.
    public let policy: AttemptPolicy
    private let store: any LoginFailureStore
    private let clock: @Sendable () -> Date
    private let log: @Sendable (Event) -> Void
    private let lock = NSLock()
    private var failures: [String: [Entry]] = [:]
    private var refusalsLogged: [String: Date] = [:]
    private var nextTry: UInt64 = 0
    private var lastSweep: Date?

    /// Creates a throttle holding the failures `store` still counts; `clock` tells the wall-clock time, `log`
    /// hears every failure, the first refusal of each delay and store errors.
    public init(policy: AttemptPolicy = .standard,
                store: any LoginFailureStore = MemoryLoginFailureStore(),
                clock: @escaping @Sendable () -> Date = { Date() },
                log: @escaping @Sendable (Event) -> Void = { _ in }) {
        self.policy = policy
        self.store = store
        self.clock = clock
        self.log = log
        do {
            for record in try store.failures(since: clock().addingTimeInterval(-policy.longestWindow.timeInterval)) {
                failures[record.key, default: []].append(Entry(tryNumber: nil, time: record.time))
            }
        } catch {
            log(.storeFailed("\(error)"))
        }
    }

    /// The key of `scope` for a try of `account` (normalized, so case and spaces do not make a new key) from `client`.
    public static func key(_ scope: AttemptPolicy.Scope, account: String, client: String) -> String {
        switch scope {
        case .pair: "pair:" + client + "|" + Account.normalize(email: account)
        case .account: "account:" + Account.normalize(email: account)
        case .client: "client:" + client
        }
    }

    /// Admits a try of `account` from `client` now and counts it as a failure of each of its keys, or refuses it
    /// when one of them is in its delay; the check and the count are one step, so concurrent tries cannot both slip in.
    /// The keys' committed failures are first read again from the store (what other instances recorded or forgot);
    /// a store that cannot be read leaves the check to the failures this throttle holds.
    public func admit(account: String, client: String) -> Admission {
        let account = Account.normalize(email: account)
        let keys = AttemptPolicy.Scope.allCases.map { Self.key($0, account: account, client: client) }
        return lock.withLock {
            let now = clock()
            sweep(at: now)
            adoptStoredFailures(of: keys, at: now)
            if let refusal = longestDelay(keys: keys, at: now) {
                // Logged once per delay and client (an account's delay ends at a different moment for each client):
                // later taps refused until the same moment are not logged again.
                let until = now.addingTimeInterval(refusal.delay.timeInterval)
                let logKey = Self.refusalLogKey(refusal.key, client: client)
                if refusalsLogged[logKey].map({ abs($0.timeIntervalSince(until)) < 0.001 }) != true {
                    refusalsLogged[logKey] = until
                    log(.refused(account: account, client: client, scope: refusal.scope, retryAfter: refusal.delay))
                }
                return .refused(retryAfter: refusal.delay)
            }
            nextTry += 1
            for key in keys { failures[key, default: []].append(Entry(tryNumber: nextTry, time: now)) }
            return .admitted(Try(number: nextTry, account: account, client: client, time: now, keys: keys))
        }
    }

    /// Settles `attempt` with its check's `answer`: an account signs in (`recordSignIn`), nil is the wrong password
    /// (`recordFailure`), an error (the store could not answer) gives its place back (`release`). Called where the
    /// check ran, so a try counts whether or not a screen is still there to show its answer.
    public func settle(_ attempt: Try, with answer: Result<Account?, any Error>) {
        switch answer {
        case .success(.some): recordSignIn(attempt)
        case .success(.none): recordFailure(attempt)
        case .failure: release(attempt)
        }
    }

    /// Commits `attempt` as a failure: the wrong password. It is stored, logged, and each of its keys keeps only as
    /// many failures as can still lengthen a delay.
    public func recordFailure(_ attempt: Try) {
        lock.withLock {
            var limits: [String: Int] = [:]
            for (scope, key) in zip(AttemptPolicy.Scope.allCases, attempt.keys) {
                let limit = policy[scope].failuresAtMaxDelay
                limits[key] = limit
                guard var held = failures[key],
                      let index = held.firstIndex(where: { $0.tryNumber == attempt.number }) else { continue }
                held[index].tryNumber = nil
                let committed = held.indices.filter { held[$0].tryNumber == nil }
                if committed.count > limit {
                    let dropped = Set(committed.prefix(committed.count - limit))
                    held = held.indices.filter { !dropped.contains($0) }.map { held[$0] }
                }
                failures[key] = held
            }
            log(.failed(account: attempt.account, client: attempt.client))
            do {
                try store.recordFailure(keys: limits, at: attempt.time,
                                        droppingBefore: clock().addingTimeInterval(-policy.longestWindow.timeInterval))
            } catch {
                log(.storeFailed("\(error)"))
            }
        }
    }

    /// Gives back the place `attempt` held: it never got an answer (the store failed).
    public func release(_ attempt: Try) {
        lock.withLock { remove(attempt) }
    }

    /// `attempt` signed in: logs it, gives back its place and forgets its pair's and its account's failures; the
    /// client's stay counted, so signing in to a known account between guesses cannot reset the client's count.
    public func recordSignIn(_ attempt: Try) {
        lock.withLock {
            remove(attempt)
            log(.signedIn(account: attempt.account, client: attempt.client))
            let forgotten = [AttemptPolicy.Scope.pair, .account].map {
                Self.key($0, account: attempt.account, client: attempt.client)
            }
            for key in forgotten {
                failures[key]?.removeAll { $0.tryNumber == nil }
                if failures[key]?.isEmpty == true { failures[key] = nil }
                refusalsLogged = refusalsLogged.filter { !$0.key.hasPrefix(key + "|") }
            }
            do {
                try store.forgetFailures(keys: forgotten)
            } catch {
                log(.storeFailed("\(error)"))
            }
        }
    }

    /// How long tries of `account` from `client` stay refused now, or nil when a try is allowed.
    public func retryDelay(account: String, client: String) -> Duration? {
        let keys = AttemptPolicy.Scope.allCases.map { Self.key($0, account: account, client: client) }
        return lock.withLock { longestDelay(keys: keys, at: clock())?.delay }
    }

    /// Where the last logged refusal of `key` for `client` is kept.
    private static func refusalLogKey(_ key: String, client: String) -> String { key + "|" + client }

    /// The number of keys with failures held (for tests: stale keys are dropped).
    public var trackedKeyCount: Int { lock.withLock { failures.count } }

    /// The key in its delay that refuses longest among `keys` (one per scope, in `Scope.allCases` order), if any
    /// (called under `lock`). The account's delay counts down from the pair's last failure: a client with no
    /// failure of its own on the account is not held by it.
    private func longestDelay(keys: [String], at now: Date)
        -> (scope: AttemptPolicy.Scope, key: String, delay: Duration)? {
        var longest: (scope: AttemptPolicy.Scope, key: String, delay: Duration)?
        let times = { (key: String) in (self.failures[key] ?? []).map(\.time) }
        let pairKey = keys[AttemptPolicy.Scope.allCases.firstIndex(of: .pair) ?? 0]
        let ownLastFailure = policy.account.recent(times(pairKey), at: now).max()
        for (scope, key) in zip(AttemptPolicy.Scope.allCases, keys) {
            let delay = scope == .account
                ? policy.account.retryDelay(after: times(key), countingFrom: ownLastFailure, at: now)
                : policy[scope].retryDelay(after: times(key), at: now)
            if let delay, delay > longest?.delay ?? .zero {
                longest = (scope, key, delay)
            }
        }
        return longest
    }

    /// Replaces the committed failures held for `keys` with the store's, keeping the tries in flight (called under
    /// `lock`).
    private func adoptStoredFailures(of keys: [String], at now: Date) {
        let stored: [RecordedFailure]
        do {
            stored = try store.failures(keys: keys, since: now.addingTimeInterval(-policy.longestWindow.timeInterval))
        } catch {
            log(.storeFailed("\(error)"))
            return
        }
        for key in keys {
            let held = ((failures[key] ?? []).filter { $0.tryNumber != nil }
                + stored.filter { $0.key == key }.map { Entry(tryNumber: nil, time: $0.time) })
                .sorted { $0.time < $1.time }  // oldest first, as `recordFailure` prunes
            failures[key] = held.isEmpty ? nil : held
        }
    }

    /// Removes the place of `attempt` if it is still in flight (called under `lock`).
    private func remove(_ attempt: Try) {
        for key in attempt.keys {
            failures[key]?.removeAll { $0.tryNumber == attempt.number }
            if failures[key]?.isEmpty == true { failures[key] = nil }
        }
    }

    /// Drops failures older than their key's window, and logged refusals that have ended, at most once a second
    /// (called under `lock`).
    private func sweep(at now: Date) {
        if let lastSweep, now.timeIntervalSince(lastSweep) >= 0, now.timeIntervalSince(lastSweep) < 1 { return }
        lastSweep = now
        for (key, held) in failures {
            let rule = policy[Self.scope(of: key)]
            let recent = held.filter { !rule.recent([$0.time], at: now).isEmpty }
            if recent.count != held.count { failures[key] = recent.isEmpty ? nil : recent }
        }
        refusalsLogged = refusalsLogged.filter { $0.value > now }
    }

    /// The scope a key was made for.
    private static func scope(of key: String) -> AttemptPolicy.Scope {
        AttemptPolicy.Scope.allCases.first { key.hasPrefix($0.rawValue + ":") } ?? .pair
    }
}
