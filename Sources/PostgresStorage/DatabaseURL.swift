import Foundation
import PostgresNIO

/// A `postgres://user:password@host:port/database` URL, as `--database` and `BINDERY_DATABASE_URL` take it.
///
/// The user defaults to `postgres`, the port to 5432, the database to the user's name. Connections are not
/// encrypted (`sslmode=disable`, the only mode accepted): run the database on loopback or a private network.
public struct DatabaseURL: Equatable, Sendable, CustomStringConvertible {
    /// The setting (and environment variable) that names the shared database; absent means SQLite in the data
    /// directory.
    public static let settingName = "BINDERY_DATABASE_URL"

    /// The server's host name or address.
    public let host: String
    /// The server's port.
    public let port: Int
    /// The role to sign in as.
    public let username: String
    /// The role's password, if the server asks for one.
    public let password: String?
    /// The database to use.
    public let database: String

    /// Parses `text`; anything but a `postgres://` or `postgresql://` URL with a host is refused with the reason.
    public init(_ text: String) throws(PostgresStorageError) {
        guard let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), ["postgres", "postgresql"].contains(scheme) else {
            throw .invalidURL("expected postgres://user:password@host:port/database")
        }
        guard let host = components.host, !host.isEmpty else {
            throw .invalidURL("the URL names no host")
        }
        for item in components.queryItems ?? [] {
            guard item.name == "sslmode", item.value == "disable" else {
                throw .invalidURL("unsupported parameter \(item.name) (only sslmode=disable is accepted)")
            }
        }
        self.host = host
        port = components.port ?? 5432
        username = components.user.flatMap { $0.removingPercentEncoding } ?? "postgres"
        password = components.password.flatMap { $0.removingPercentEncoding }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        database = path.isEmpty ? username : (path.removingPercentEncoding ?? path)
    }

    /// The same server and role, another database (tests make one database per case).
    public func with(database: String) -> DatabaseURL {
        DatabaseURL(host: host, port: port, username: username, password: password, database: database)
    }

    private init(host: String, port: Int, username: String, password: String?, database: String) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
    }

    /// The URL with its password hidden, for logs and messages.
    public var description: String {
        "postgres://\(username)\(password == nil ? "" : ":***")@\(host):\(port)/\(database)"
    }

    /// postgres-nio's connection settings for this URL.
    var configuration: PostgresConnection.Configuration {
        var configuration = PostgresConnection.Configuration(host: host, port: port, username: username,
                                                             password: password, database: database, tls: .disable)
        configuration.options.connectTimeout = .seconds(5)
        return configuration
    }
}
