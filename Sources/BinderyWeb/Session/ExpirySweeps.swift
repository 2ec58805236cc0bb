import Foundation

/// When a `WebApp` next sweeps its sessions for expired ones: one sweep pending at a time, however many pages open
/// and sockets go (held under the app's lock).
///
/// A timer per page held a dispatch source and its block for the whole grace period (≈ 0.4 KiB a tab opened in the
/// last 30 s), and each that fired scanned every session: a burst of N new tabs cost N scans of the whole table. Now
/// a page or a socket that goes asks for a sweep at its deadline; the one pending comes first unless it is later;
/// after a sweep, the next is set for the earliest deadline left, but no sooner than `minimumInterval` after it.
struct ExpirySweeps {
    /// The least time between two sweeps: a session may outlive its grace period by up to this.
    static let minimumInterval: TimeInterval = 1

    /// When the pending sweep runs; nil when none is pending.
    private(set) var pending: Date?

    /// Asks for a sweep at `deadline`. Returns the time to schedule one for, or nil when the pending sweep runs no
    /// later.
    mutating func request(at deadline: Date) -> Date? {
        if let pending, pending <= deadline { return nil }
        pending = deadline
        return deadline
    }

    /// The sweep scheduled for `due` has run; one asked for since for an earlier time stays pending.
    mutating func ran(scheduledFor due: Date) {
        if pending == due { pending = nil }
    }

    /// When to sweep next after a sweep at `now`, given the earliest deadline left (nil: nothing is waiting).
    static func next(after now: Date, earliestDeadline: Date?) -> Date? {
        earliestDeadline.map { max($0, now.addingTimeInterval(minimumInterval)) }
    }
}
