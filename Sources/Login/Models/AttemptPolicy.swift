import Bindery
import Foundation

/// The brute-force rules, one per kind of key a try counts against (OWASP: throttle by account and by client
/// separately, with growing delays rather than a lock its owner cannot get through):
///
/// - the (account, client) `pair`: a guesser at one account from one place;
/// - the `account` from every client: a guesser spraying one account from many addresses. Its delay only holds a
///   client that has failures of its own on the account (its pair's), and counts down from that client's last
///   failure, with a low cap: no one else's failures can refuse a client that has not failed there, nor keep one
///   that has waiting longer than the cap;
/// - the `client` on every account: one address trying many accounts, with a high allowance since many users can
///   share one address.
///
/// A try is refused (no password check runs) while any of its keys is in its delay.
///
/// The policies on offer are `standard` and, for browser tests, `standard(pairFirstDelaySeconds:)`: the memberwise
/// initialisers of the policy and its rules are this module's own.
public struct AttemptPolicy: Equatable, Sendable {
    /// The kinds of key a try counts against.
    public enum Scope: String, CaseIterable, Equatable, Sendable {
        /// The (account, client) pair.
        case pair
        /// The account, from every client.
        case account
        /// The client, on every account.
        case client
    }

    /// The rule for one key: `freeFailures` failures within `window` are free; after that, each try waits
    /// `firstDelay` after the last failure, doubling per further failure up to `maxDelay`.
    public struct Rule: Equatable, Sendable {
        /// How many failures within the window cost no delay.
        public let freeFailures: Int
        /// The delay after the first failure past the free ones.
        public let firstDelay: Duration
        /// The longest delay.
        public let maxDelay: Duration
        /// How far back failures count; older ones are forgotten.
        public let window: Duration

        /// The delay after `count` failures (counted from the last of them), or nil while they are free.
        public func delay(afterFailures count: Int) -> Duration? {
            guard count >= freeFailures else { return nil }
            var delay = firstDelay
            for _ in 0..<(count - freeFailures) {
                if delay >= maxDelay { break }
                delay *= 2
            }
            return min(delay, maxDelay)
        }

        /// How many failures reach `maxDelay`: more than this never lengthen the delay, so a key keeps at most
        /// this many (its newest), which keeps storage bounded.
        public var failuresAtMaxDelay: Int {
            var count = freeFailures
            while let delay = delay(afterFailures: count), delay < maxDelay { count += 1 }
            return count
        }

        /// The failures among `failures` that still count at `now`.
        public func recent(_ failures: [Date], at now: Date) -> [Date] {
            failures.filter { elapsed(from: $0, to: now) < window }
        }

        /// How long tries stay refused at `now` given `failures`, or nil when a try is allowed.
        public func retryDelay(after failures: [Date], at now: Date) -> Duration? {
            retryDelay(after: failures, countingFrom: recent(failures, at: now).max(), at: now)
        }

        /// How long tries stay refused at `now` when `failures` set the delay but it counts down from `last` (the
        /// account's delay counts from the trying client's own last failure), or nil when a try is allowed; no
        /// `last` (no failure to count from) allows it.
        public func retryDelay(after failures: [Date], countingFrom last: Date?, at now: Date) -> Duration? {
            guard let last, let delay = delay(afterFailures: recent(failures, at: now).count) else { return nil }
            let waited = max(.zero, elapsed(from: last, to: now))
            return waited < delay ? delay - waited : nil
        }

        /// The wall-clock time from `start` to `end`, in whole microseconds (so floating-point noise in dates
        /// cannot make a delay that has exactly passed look a hair short).
        private func elapsed(from start: Date, to end: Date) -> Duration {
            .microseconds(Int64((end.timeIntervalSince(start) * 1e6).rounded()))
        }
    }

    /// The rule of the (account, client) pair.
    public let pair: Rule
    /// The rule of the account across clients.
    public let account: Rule
    /// The rule of the client across accounts.
    public let client: Rule

    /// The rule of `scope`.
    public subscript(scope: Scope) -> Rule {
        switch scope {
        case .pair: pair
        case .account: account
        case .client: client
        }
    }

    /// The longest window of the three: a failure older than this counts for no key.
    public var longestWindow: Duration { Scope.allCases.map { self[$0].window }.max() ?? .zero }

    /// Within an hour: a pair has 5 free failures, then waits 1, 2, 4, 8 and at most 15 minutes; an account has
    /// 10, then each client that failed on it waits 5, 10, 20, 40 and at most 60 seconds after its own last failure;
    /// a client has 20, then waits 1 minute doubling to 15.
    /// The window is longer than the longest delay, so a guesser who waits out a delay is still counted.
    public static let standard = AttemptPolicy(
        pair: Rule(freeFailures: 5, firstDelay: .seconds(60), maxDelay: .seconds(15 * 60), window: .seconds(60 * 60)),
        account: Rule(freeFailures: 10, firstDelay: .seconds(5), maxDelay: .seconds(60), window: .seconds(60 * 60)),
        client: Rule(freeFailures: 20, firstDelay: .seconds(60), maxDelay: .seconds(15 * 60), window: .seconds(60 * 60))
    )

    /// `standard` with the (account, client) pair's first delay `seconds` long instead of a minute (its doubling, cap
    /// and window unchanged): for browser tests that wait a pair's delay out (the gallery's `--sign-in-delay-seconds`).
    public static func standard(pairFirstDelaySeconds seconds: Int) -> AttemptPolicy {
        let pair = standard.pair
        return AttemptPolicy(pair: Rule(freeFailures: pair.freeFailures, firstDelay: .seconds(seconds), maxDelay: pair.maxDelay,
                                        window: pair.window),
                             account: standard.account, client: standard.client)
    }

    /// `delay` in whole minutes, rounded up (at least 1), for the refusal message.
    public static func minutes(_ delay: Duration) -> Int {
        let (seconds, attoseconds) = delay.components
        let wholeSeconds = seconds + (attoseconds > 0 ? 1 : 0)
        return max(1, Int((wholeSeconds + 59) / 60))
    }
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
