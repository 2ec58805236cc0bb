import Foundation

/// The live sessions of a `WebApp`, each in one record with what the server keeps about it: the client address that
/// opened it and, while its socket is gone, since when. The table also counts sessions per client, kept in step with
/// the records by the only methods that change them.
///
/// A value type with no lock of its own: `WebApp` holds it under its lock, so any thread may read or change it there.
/// The `Session`s inside are shared objects whose own state belongs to their UI thread.
struct SessionTable {
    /// What the server keeps about one session.
    struct Record {
        /// The session.
        let session: Session
        /// The address of the client that opened the page (sessions per client are limited by it).
        let client: String
        /// When its socket went away (or the page was rendered, before the first socket), nil while one is attached.
        var disconnectedAt: Date?
    }

    private var records: [String: Record] = [:]
    private var countByClient: [String: Int] = [:]

    /// How many sessions are live.
    var count: Int { records.count }

    /// How many live sessions have a socket attached.
    var connectedCount: Int { records.values.reduce(0) { $0 + ($1.disconnectedAt == nil ? 1 : 0) } }

    /// The live sessions that have a socket attached.
    var connected: [Session] { records.values.compactMap { $0.disconnectedAt == nil ? $0.session : nil } }

    /// Every live session, and whether its socket is attached.
    var all: [(session: Session, isConnected: Bool)] { records.values.map { ($0.session, $0.disconnectedAt == nil) } }

    /// The earliest time a live session's socket went (or its page was rendered, before its first socket); nil when
    /// every session has one attached.
    var earliestDisconnection: Date? { records.values.lazy.compactMap(\.disconnectedAt).min() }

    /// How many live sessions `client` opened.
    func count(of client: String) -> Int { countByClient[client, default: 0] }

    /// Whether the live session with `token` has no socket attached.
    func isWaitingForSocket(_ token: String) -> Bool { records[token]?.disconnectedAt != nil }

    /// The live session with `token`, if any.
    func session(_ token: String) -> Session? { records[token]?.session }

    /// Adds a session whose page was just rendered, so its grace period runs until its socket attaches.
    mutating func insert(_ session: Session, client: String, at now: Date) {
        records[session.token] = Record(session: session, client: client, disconnectedAt: now)
        countByClient[client, default: 0] += 1
    }

    /// Marks the session's socket attached (`at` nil) or gone since `at`; false when the session is not live.
    @discardableResult
    mutating func setDisconnected(_ token: String, at date: Date?) -> Bool {
        guard records[token] != nil else { return false }
        records[token]?.disconnectedAt = date
        return true
    }

    /// Puts `successor` in the place of `session` (the same tab's session, its screens rebuilt), keeping what the
    /// server knows of the tab; false when `session` is no longer the live session of its token.
    mutating func replace(_ session: Session, with successor: Session) -> Bool {
        guard let record = records[session.token], record.session === session else { return false }
        records[session.token] = Record(session: successor, client: record.client, disconnectedAt: record.disconnectedAt)
        return true
    }

    /// Removes the session with `token` and returns it.
    mutating func remove(_ token: String) -> Session? {
        guard let record = records.removeValue(forKey: token) else { return nil }
        let left = countByClient[record.client, default: 1] - 1
        countByClient[record.client] = left > 0 ? left : nil
        return record.session
    }

    /// Removes and returns the sessions whose socket has been gone for at least `gracePeriod` at `now`.
    mutating func removeExpired(gracePeriod: TimeInterval, now: Date) -> [Session] {
        let expired = records.values.filter { record in
            record.disconnectedAt.map { now.timeIntervalSince($0) >= gracePeriod } ?? false
        }
        return expired.compactMap { remove($0.session.token) }
    }

    /// Removes and returns every session.
    mutating func removeAll() -> [Session] {
        defer { records.removeAll(); countByClient.removeAll() }
        return records.values.map(\.session)
    }
}
