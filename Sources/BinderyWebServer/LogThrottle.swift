import Foundation

/// Decides when a repeated event is worth a log line: the first per key (a client address), then at most one
/// per `interval`, carrying how many were held back. A flood of refusals makes a line every interval, not one per
/// request; the keys held are bounded (the stalest are dropped past `capacity`).
final class LogThrottle: @unchecked Sendable {
    // @unchecked Sendable: `entries` is only touched under `lock`.
    private struct Entry {
        var lastLogged: Date
        var heldBack: Int
    }

    /// The least time between two lines for one key.
    let interval: TimeInterval
    /// The most keys remembered.
    let capacity: Int
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// Creates a throttle: one line per key every `interval` seconds (10 by default), for at most `capacity` keys.
    init(interval: TimeInterval = 10, capacity: Int = 10_000) {
        self.interval = interval
        self.capacity = capacity
    }

    /// Whether an event for `key` at `now` should be logged (`log`), and how many events were held back since the
    /// last line (counting this one when it is held back too).
    func shouldLog(_ key: String, now: Date = Date()) -> (heldBack: Int, log: Bool) {
        lock.withLock {
            if var entry = entries[key], now.timeIntervalSince(entry.lastLogged) < interval {
                entry.heldBack += 1
                entries[key] = entry
                return (entry.heldBack, false)
            }
            if entries.count >= capacity {
                let stale = entries.filter { now.timeIntervalSince($0.value.lastLogged) >= interval }.map(\.key)
                for key in stale { entries[key] = nil }
                if entries.count >= capacity { entries.removeAll() }
            }
            let heldBack = entries[key]?.heldBack ?? 0
            entries[key] = Entry(lastLogged: now, heldBack: 0)
            return (heldBack, true)
        }
    }
}
