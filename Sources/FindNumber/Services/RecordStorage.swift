/// Where `RecordStore` keeps the game record for good: a `UserDefaults` suite on one machine
/// (`DefaultsRecordStorage`), or a PostgreSQL database several gallery instances share (`PostgresRecordStorage`).
///
/// `RecordStore` calls it from its writer queue (and from `flush()`), never on a UI thread, so an implementation may
/// block on its disk or its database; it calls `read()` when a store opens and when a screen loads the record with
/// nothing unwritten, so a shared implementation keeps the latest record at hand rather than asking the database
/// each time.
public protocol RecordStorage: Sendable {
    /// The record kept, or `.initial` when none has been written; a missing or zero round reads as 1.
    func read() throws -> GameRecord
    /// Keeps `record` in place of the one kept; it is there for every later `read()`, here and on other instances.
    func write(_ record: GameRecord) throws
}
