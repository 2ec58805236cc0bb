import Logging
import PostgresNIO

/// One connection lent by `PostgresPool` for the length of a closure. Its calls block the calling thread until
/// the server answers (the stores' callers run on background queues, never on an event loop), and throw
/// `PostgresStorageError`.
public struct PostgresSession: Sendable {
    let connection: PostgresConnection
    let url: DatabaseURL
    let logger: Logger

    /// The rows `query` returns.
    public func query(_ query: PostgresQuery) throws(PostgresStorageError) -> [PostgresRow] {
        try result(of: query).rows
    }

    /// Runs `query` and returns how many rows it inserted, updated or deleted.
    @discardableResult
    public func execute(_ query: PostgresQuery) throws(PostgresStorageError) -> Int {
        try result(of: query).metadata.rows ?? 0
    }

    private func result(of query: PostgresQuery) throws(PostgresStorageError) -> PostgresQueryResult {
        do {
            return try connection.query(query, logger: logger).wait()
        } catch {
            throw PostgresStorageError.translating(error, host: url.host, port: url.port)
        }
    }
}
