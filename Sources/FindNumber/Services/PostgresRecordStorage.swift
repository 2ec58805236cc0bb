import Foundation
import PostgresNIO
import PostgresStorage

/// The game record in a PostgreSQL database that several gallery instances share.
///
/// The storage exception to "Services import only Bindery and Foundation", like the bank's and the accounts'
/// PostgreSQL stores. Each write is one upsert that also sends a `NOTIFY` carrying the record, in its transaction;
/// every instance's storage hears it through its own `LISTEN` and keeps the latest record at hand, so `read()`
/// asks the database only the first time (and again after the listening connection was lost).
///
/// The best streak never goes down in the game, and the database keeps it so: a write carrying a lower best (an
/// instance that read the record before another raised it) keeps the higher one.
public final class PostgresRecordStorage: RecordStorage, @unchecked Sendable {
    // @unchecked Sendable: `latest` is only touched under `lock`.

    /// The channel writes are announced on; the payload is the record as "round best current".
    static let channel = "bindery_find_number_record"

    private let database: MigratedDatabase
    private let lock = NSLock()
    /// The record last read, written or announced; nil until the first read, and after a lost `LISTEN`.
    private var latest: GameRecord?
    private var listener: PostgresListener?

    /// The record in the database at `url`; nothing but the listening connection is opened until `prepare()` or
    /// the first call.
    public init(url: DatabaseURL) {
        database = MigratedDatabase(PostgresPool(url: url), migrations: PostgresRecordSchema.migrations)
        listener = PostgresListener(
            url: url, channel: Self.channel,
            onNotification: { [weak self] payload in
                guard let self, let record = Self.record(announcedAs: payload) else { return }
                lock.withLock { latest = record }
            },
            onListening: { [weak self] in self?.lock.withLock { self?.latest = nil } }
        )
    }

    deinit { listener?.stop() }

    /// Whether writes of other instances are being heard now (for tests: they wait for it before writing).
    public var isListening: Bool { listener?.isListening ?? false }

    /// Connects and brings the schema up to date now, throwing when the database cannot be reached (later calls
    /// try again).
    public func prepare() throws {
        _ = try database.ready()
    }

    public func read() throws -> GameRecord {
        if let latest = lock.withLock({ latest }) { return latest }
        let record = try database.ready().withConnection { session in
            try session.query("SELECT round, best, current FROM findNumberRecord WHERE id = 1").first
                .map { row in
                    let (round, best, current) = try row.decode((Int, Int, Int).self)
                    return GameRecord(round: round, best: best, current: current)
                } ?? .initial
        }
        lock.withLock { if latest == nil { latest = record } }
        return record
    }

    public func write(_ record: GameRecord) throws {
        let round = max(1, record.round), best = max(0, record.best), current = max(0, record.current)
        let kept = try database.ready().transaction { session in
            let row = try session.query("""
                INSERT INTO findNumberRecord (id, round, best, current) VALUES (1, \(round), \(best), \(current))
                ON CONFLICT (id) DO UPDATE
                SET round = EXCLUDED.round, best = GREATEST(findNumberRecord.best, EXCLUDED.best), current = EXCLUDED.current
                RETURNING round, best, current
                """).first
            let (keptRound, keptBest, keptCurrent) = try row?.decode((Int, Int, Int).self) ?? (round, best, current)
            let kept = GameRecord(round: keptRound, best: keptBest, current: keptCurrent)
            try session.execute("SELECT pg_notify(\(Self.channel), \(Self.announcement(of: kept)))")
            return kept
        }
        lock.withLock { latest = kept }
    }

    /// The payload announcing `record`.
    static func announcement(of record: GameRecord) -> String {
        "\(record.round) \(record.best) \(record.current)"
    }

    /// The record a payload announces; nil for anything else.
    static func record(announcedAs payload: String) -> GameRecord? {
        let numbers = payload.split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 3 else { return nil }
        return GameRecord(round: numbers[0], best: numbers[1], current: numbers[2])
    }
}
