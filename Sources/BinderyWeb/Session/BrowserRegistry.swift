import Foundation

/// The browsers a server knows, each by a random id its cookie carries, with their `BrowserValues`.
///
/// A browser unseen for `idleLimit` is forgotten; beyond `capacity` browsers the one unseen longest is
/// forgotten first, so a client minting ids cannot grow the server's memory without bound.
public final class BrowserRegistry: @unchecked Sendable {
    // @unchecked Sendable: `browsers` is only touched under `lock`.
    private struct Entry {
        let values: BrowserValues
        var lastSeen: Date
    }

    /// How long a browser is remembered after its last page load.
    public let idleLimit: TimeInterval
    /// The most browsers remembered at once.
    public let capacity: Int
    private let lock = NSLock()
    private var browsers: [String: Entry] = [:]

    /// Creates an empty registry.
    public init(idleLimit: TimeInterval = 24 * 60 * 60, capacity: Int = 50_000) {
        self.idleLimit = idleLimit
        self.capacity = capacity
    }

    /// The browser `id` names if it is known and fresh, else a new browser with a new id; either way it is seen `now`.
    public func browser(id: String?, now: Date = Date()) -> (id: String, values: BrowserValues) {
        lock.withLock {
            if let id, var entry = browsers[id], now.timeIntervalSince(entry.lastSeen) < idleLimit {
                entry.lastSeen = now
                browsers[id] = entry
                return (id, entry.values)
            }
            if let id { browsers[id] = nil }
            if browsers.count >= capacity { forgetOldest(max(1, capacity / 10)) }
            let newID = SessionToken.make()
            let values = BrowserValues()
            browsers[newID] = Entry(values: values, lastSeen: now)
            return (newID, values)
        }
    }

    /// Forgets the `count` browsers unseen longest, at once, so a full registry sorts once per tenth of its capacity
    /// (called under `lock`).
    private func forgetOldest(_ count: Int) {
        let oldest = browsers.sorted { $0.value.lastSeen < $1.value.lastSeen }.prefix(count)
        for (id, _) in oldest { browsers[id] = nil }
    }

    /// How many browsers are remembered (tests and diagnostics).
    public var count: Int { lock.withLock { browsers.count } }
}
