import BinderyWeb
import Crypto
import Foundation
import NIOPosix
import PostgresNIO

/// Tabs' continuity records in a PostgreSQL database several instances share, so that any instance can restore a
/// tab another one held: behind a load balancer, a tab whose instance stopped or died comes back on the next.
///
/// A record is one row per line, filed under the SHA-256 of its session's token (whoever reads the table learns no
/// token). Lines are not written one statement per event: each record's new lines wait in memory and every pending
/// line of every record goes in one statement a `flushInterval` at most after it was made, so a killed instance
/// loses at most that much of each tab. A record is flushed at once when it is closed, and every record when the
/// server starts to drain (`flush()`), so a clean stop loses nothing.
public final class PostgresContinuityStore: ContinuityStore, @unchecked Sendable {
    // @unchecked Sendable: `pending` and `flushScheduled` are only touched under `lock`.

    /// The event loop the store's connections run on, the sockets' never: a session's queue waits for a flush (a
    /// page told to move), and a `socketThread` screen's event loop waits for that queue, so a connection on that
    /// loop would never answer.
    private static let eventLoops = MultiThreadedEventLoopGroup(numberOfThreads: 1)

    /// The longest a handled event waits in memory before it is in the database: what a crash can lose.
    public static let flushInterval: TimeInterval = 0.5

    private let database: MigratedDatabase
    private let onError: @Sendable (any Error) -> Void
    private let lock = NSLock()
    /// Lines waiting for the next flush, in order, with the key of the record each belongs to.
    private var pending: [(key: String, line: String)] = []
    private var flushScheduled = false
    private var flushSoonScheduled = false
    private let queue = DispatchQueue(label: "bindery.continuity.postgres")

    /// The store in the database at `url`; its table is created or updated on first use. A failed write is given
    /// to `onError` (the lines are dropped: the tab's record then ends there, and its restore falls back).
    public init(url: DatabaseURL, onError: @escaping @Sendable (any Error) -> Void = { _ in }) {
        database = MigratedDatabase(PostgresPool(url: url, eventLoopGroup: Self.eventLoops), migrations: Self.migrations)
        self.onError = onError
    }

    public func open(token: String, header: JournalHeader?) -> (any ContinuityAppender)? {
        guard let key = Self.key(of: token) else { return nil }
        if let header {
            do {
                try database.ready().withConnection { try $0.execute("DELETE FROM bindery_session_line WHERE session = \(key)") }
            } catch {
                onError(error)
                return nil
            }
            enqueue(key, Journal.line(header))
        }
        return RecordAppender(store: self, key: key)
    }

    public func record(token: String) -> String? {
        guard let key = Self.key(of: token) else { return nil }
        flush()  // lines this instance still holds for it are part of it
        do {
            let rows = try database.ready().withConnection { try $0.query("SELECT line FROM bindery_session_line WHERE session = \(key) ORDER BY seq") }
            guard !rows.isEmpty else { return nil }
            return try rows.map { try $0.decode(String.self) + "\n" }.joined()
        } catch {
            onError(error)
            return nil
        }
    }

    public func remove(token: String) {
        guard let key = Self.key(of: token) else { return }
        lock.withLock { pending.removeAll { $0.key == key } }
        do { _ = try database.ready().withConnection { try $0.execute("DELETE FROM bindery_session_line WHERE session = \(key)") } } catch { onError(error) }
    }

    @discardableResult
    public func removeRecords(writtenBefore date: Date) -> Int {
        do {
            return try database.ready().withConnection { session in
                try session.execute("""
                    DELETE FROM bindery_session_line WHERE session IN (
                        SELECT session FROM bindery_session_line GROUP BY session HAVING max(written) < \(date))
                    """)
            }
        } catch {
            onError(error)
            return 0
        }
    }

    /// Writes every pending line now (the server starts to drain, or a record is read or closed).
    public func flush() {
        let lines = lock.withLock { () -> [(key: String, line: String)] in
            defer { pending = [] }
            return pending
        }
        guard !lines.isEmpty else { return }
        do {
            _ = try database.ready().transaction { session in
                // One statement for the lot: unnest keeps their order in seq.
                try session.execute("""
                    INSERT INTO bindery_session_line (session, line, written)
                    SELECT s, l, now() FROM unnest(\(lines.map(\.key))::text[], \(lines.map(\.line))::text[]) AS t(s, l)
                    """)
            }
        } catch {
            onError(error)
        }
    }

    /// Writes every pending line soon, without waiting for it (the caller may be a socket's event loop): a page
    /// was told to move, and another instance may read its record any moment. Calls while one waits join it.
    func flushSoon() {
        let schedules = lock.withLock { () -> Bool in
            defer { flushSoonScheduled = true }
            return !flushSoonScheduled
        }
        guard schedules else { return }
        queue.async { [self] in
            lock.withLock { flushSoonScheduled = false }
            flush()
        }
    }

    /// Adds `line` to the record `key`, to be written within `flushInterval`.
    fileprivate func enqueue(_ key: String, _ line: String) {
        let schedules = lock.withLock { () -> Bool in
            pending.append((key, line))
            defer { flushScheduled = true }
            return !flushScheduled
        }
        guard schedules else { return }
        queue.asyncAfter(deadline: .now() + Self.flushInterval) { [weak self] in
            guard let self else { return }
            lock.withLock { flushScheduled = false }
            flush()
        }
    }

    /// The key a record is filed under: the SHA-256 of its token, in hex; nil for a token no session could have.
    static func key(of token: String) -> String? {
        guard SessionToken.isWellFormed(token) else { return nil }
        return SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// The table: one row per line of a record, in the order written.
    static let migrations = [
        PostgresMigration("bindery.createSessionLine", [
            """
            CREATE TABLE bindery_session_line (
                seq bigserial PRIMARY KEY,
                session text NOT NULL CHECK (length(session) = 64),
                line text NOT NULL,
                written timestamptz NOT NULL
            )
            """,
            "CREATE INDEX bindery_session_line_session ON bindery_session_line (session, seq)",
        ]),
    ]
}

/// One record's appender: its lines join the store's pending ones; closing it writes them at once.
private final class RecordAppender: ContinuityAppender, @unchecked Sendable {
    private let store: PostgresContinuityStore
    private let key: String

    init(store: PostgresContinuityStore, key: String) {
        self.store = store
        self.key = key
    }

    func append(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\n") { store.enqueue(key, String(line)) }
    }

    func flush() { store.flush() }

    func flushSoon() { store.flushSoon() }

    func close() { store.flush() }
}
