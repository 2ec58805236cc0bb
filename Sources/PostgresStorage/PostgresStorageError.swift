import PostgresNIO

/// Why a PostgreSQL store could not do what it was asked, in words an operator can act on (postgres-nio's own
/// errors print only a generic line, so they are translated here, without ever echoing a password).
public enum PostgresStorageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The database URL could not be used; `reason` says why.
    case invalidURL(String)
    /// No connection could be made to `host`:`port`, or an open one was lost.
    case unreachable(host: String, port: Int, reason: String)
    /// The server refused a statement: its SQLSTATE code and message.
    case server(sqlState: String, message: String)

    public var description: String {
        switch self {
        case let .invalidURL(reason):
            "Invalid database URL: \(reason)"
        case let .unreachable(host, port, reason):
            "PostgreSQL at \(host):\(port) cannot be reached: \(reason)"
        case let .server(sqlState, message):
            "PostgreSQL refused a statement (SQLSTATE \(sqlState)): \(message)"
        }
    }

    /// The server's SQLSTATE, when the server refused a statement.
    public var sqlState: String? {
        if case let .server(sqlState, _) = self { sqlState } else { nil }
    }

    /// A serialization failure or a deadlock: the transaction did nothing and may simply be run again.
    public var isRetryable: Bool {
        sqlState == "40001" || sqlState == "40P01"
    }

    /// A CHECK constraint refused a row (SQLSTATE 23514).
    public var isCheckViolation: Bool { sqlState == "23514" }

    /// `error` in these terms: a server error keeps its SQLSTATE and message; anything else from the connection
    /// becomes `unreachable` at `host`:`port`.
    static func translating(_ error: any Error, host: String, port: Int) -> PostgresStorageError {
        if let error = error as? PostgresStorageError { return error }
        guard let error = error as? PSQLError else {
            return .unreachable(host: host, port: port, reason: "\(error)")
        }
        if error.code == .server, let info = error.serverInfo {
            return .server(sqlState: info[.sqlState] ?? "?????", message: info[.message] ?? "no message")
        }
        let underlying = error.underlying.map { " (\($0))" } ?? ""
        return .unreachable(host: host, port: port, reason: "\(error.code)\(underlying)")
    }
}
