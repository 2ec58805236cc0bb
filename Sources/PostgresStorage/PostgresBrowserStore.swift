import BinderyWeb
import Crypto
import Foundation
import PostgresNIO

/// Browsers' shared values (the signed-in account) in a PostgreSQL database that several instances share: what a
/// `BrowserRegistry` loads when a page opens, writes when a screen sets a value, and reloads when another instance
/// changed one.
///
/// Rows are filed under the SHA-256 of the browser's cookie id, never the id itself, so whoever reads the table or
/// listens to its channel learns nothing that signs a browser in. Each write announces the hashed id on a
/// `NOTIFY` channel in its transaction; every instance's store hears it through its own `LISTEN` and tells its
/// registry, by the ids that registry loaded or wrote (an id this process never saw cannot be cached here).
/// A browser unseen (no page load) for the registry's idle limit is forgotten: its rows are deleted when it is next
/// loaded, or by the clean-up one load in `cleanUpEvery` runs over the whole table.
public final class PostgresBrowserStore: BrowserStore, @unchecked Sendable {
    // @unchecked Sendable: `idsByKey`, `observers` and `loadsSinceCleanUp` are only touched under `lock`.

    /// The channel writes are announced on; the payload is the changed browser's key (its id's hash).
    static let channel = "bindery_browser_values"
    /// The most ids remembered for matching announcements; past it the memory starts over (a change then reaches
    /// a browser here on its next page load instead of at once).
    static let rememberedIDs = 100_000
    /// Expired rows are deleted on one load in this many.
    static let cleanUpEvery = 1_000

    private let database: MigratedDatabase
    private let lock = NSLock()
    private var idsByKey: [String: String] = [:]
    private var observers: [@Sendable (String) -> Void] = []
    private var loadsSinceCleanUp = 0
    private var listener: PostgresListener?

    /// The store in the database at `url`; its table is created or updated on first use.
    public init(url: DatabaseURL) {
        database = MigratedDatabase(PostgresPool(url: url), migrations: Self.migrations)
        listener = PostgresListener(
            url: url, channel: Self.channel,
            onNotification: { [weak self] key in self?.announced(key) },
            onListening: {}  // announcements before were not heard: each browser catches up at its next page load
        )
    }

    deinit { listener?.stop() }

    /// Whether other instances' writes are being heard now (tests wait for it before writing).
    public var isListening: Bool { listener?.isListening ?? false }

    /// Connects and brings the table up to date now, throwing when the database cannot be reached (later calls try
    /// again).
    public func prepare() throws {
        _ = try database.ready()
    }

    public func load(_ browser: String, idleLimit: TimeInterval) throws -> [String: Data] {
        let key = remember(browser)
        let cleansUp = lock.withLock { () -> Bool in
            loadsSinceCleanUp += 1
            guard loadsSinceCleanUp >= Self.cleanUpEvery else { return false }
            loadsSinceCleanUp = 0
            return true
        }
        return try database.ready().withConnection { session in
            if cleansUp {
                try session.execute("DELETE FROM bindery_browser_value WHERE seen < now() - make_interval(secs => \(idleLimit))")
            }
            // The browser's expired rows go and its others are marked seen, in one statement (disjoint rows).
            let rows = try session.query("""
                WITH expired AS (
                    DELETE FROM bindery_browser_value
                    WHERE browser = \(key) AND seen < now() - make_interval(secs => \(idleLimit))
                )
                UPDATE bindery_browser_value SET seen = now()
                WHERE browser = \(key) AND seen >= now() - make_interval(secs => \(idleLimit))
                RETURNING name, value
                """)
            var values: [String: Data] = [:]
            for row in rows {
                let (name, value) = try row.decode((String, String).self)
                values[name] = Data(value.utf8)
            }
            return values
        }
    }

    public func save(_ value: Data?, named name: String, of browser: String) throws {
        let key = remember(browser)
        try database.ready().transaction { session in
            if let value {
                let json = String(decoding: value, as: UTF8.self)
                try session.execute("""
                    INSERT INTO bindery_browser_value (browser, name, value, seen) VALUES (\(key), \(name), \(json), now())
                    ON CONFLICT (browser, name) DO UPDATE SET value = EXCLUDED.value, seen = EXCLUDED.seen
                    """)
            } else {
                try session.execute("DELETE FROM bindery_browser_value WHERE browser = \(key) AND name = \(name)")
            }
            try session.execute("SELECT pg_notify(\(Self.channel), \(key))")
        }
    }

    public func rename(_ browser: String, to newID: String) throws {
        let (oldKey, newKey) = (remember(browser), remember(newID))
        try database.ready().transaction { session in
            try session.execute("DELETE FROM bindery_browser_value WHERE browser = \(newKey)")
            try session.execute("UPDATE bindery_browser_value SET browser = \(newKey) WHERE browser = \(oldKey)")
            // Instances still holding the old id drop its values: an id planted before sign-in signs nothing in.
            try session.execute("SELECT pg_notify(\(Self.channel), \(oldKey))")
        }
    }

    public func observeChanges(_ handler: @escaping @Sendable (String) -> Void) {
        lock.withLock { observers.append(handler) }
    }

    /// The key rows of `browser` are filed under: the SHA-256 of its id, in hex.
    static func key(of browser: String) -> String {
        SHA256.hash(data: Data(browser.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// The key of `browser`, remembered so an announcement of it reaches this process's registry.
    private func remember(_ browser: String) -> String {
        let key = Self.key(of: browser)
        lock.withLock {
            if idsByKey.count >= Self.rememberedIDs { idsByKey.removeAll(keepingCapacity: true) }
            idsByKey[key] = browser
        }
        return key
    }

    /// Tells the observers of the browser an announcement names, when this process knows its id.
    private func announced(_ key: String) {
        let (id, observers) = lock.withLock { (idsByKey[key], self.observers) }
        guard let id else { return }
        for observer in observers { observer(id) }
    }

    /// The table: one row per value of a browser, with when the browser was last seen.
    static let migrations = [
        PostgresMigration("bindery.createBrowserValue", [
            """
            CREATE TABLE bindery_browser_value (
                browser text NOT NULL CHECK (length(browser) = 64),
                name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
                value text NOT NULL,
                seen timestamptz NOT NULL,
                PRIMARY KEY (browser, name)
            )
            """,
            "CREATE INDEX bindery_browser_value_seen ON bindery_browser_value (seen)",
        ]),
    ]
}
