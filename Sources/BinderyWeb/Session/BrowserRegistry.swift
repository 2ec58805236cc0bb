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
    /// The most browsers remembered at once; past it, the one unseen longest is forgotten.
    public let capacity: Int
    /// How long a renewal's ticket may be redeemed for the new cookie.
    public static let ticketLifetime: TimeInterval = 60
    private let lock = NSLock()
    private var browsers: [String: Entry] = [:]
    private var tickets: [String: (browser: String, expires: Date)] = [:]

    /// Creates a registry that forgets a browser unseen for `idleLimit` seconds and holds at most `capacity`.
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

    /// Gives the browser `id` names a new id, keeping its values, and forgets the old one — at sign-in, so an id
    /// planted in a victim's browser before it signed in is worth nothing after. Returns the new id and a one-time
    /// ticket the page redeems (`redeem(ticket:)`) for the new cookie; nil when `id` is unknown.
    public func renew(id: String, now: Date = Date()) -> (id: String, ticket: String)? {
        lock.withLock {
            guard var entry = browsers.removeValue(forKey: id) else { return nil }
            entry.lastSeen = now
            let newID = SessionToken.make(), ticket = SessionToken.make()
            browsers[newID] = entry
            tickets = tickets.filter { $0.value.expires > now }
            tickets[ticket] = (newID, now.addingTimeInterval(Self.ticketLifetime))
            return (newID, ticket)
        }
    }

    /// The new browser id a renewal's ticket stands for, once: nil for an unknown, used or expired ticket.
    public func redeem(ticket: String, now: Date = Date()) -> String? {
        lock.withLock {
            guard let held = tickets.removeValue(forKey: ticket), held.expires > now, browsers[held.browser] != nil else { return nil }
            return held.browser
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
