import Foundation
import PostgresNIO
import PostgresStorage

/// A database of its own on the test server, for one test: created empty, dropped (with any connection still
/// open to it) when released.
final class TestPostgresDatabase {
    /// Thrown when the test server is not named: the message says how to name it.
    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "\(StoreBackend.postgresVariable) is not set: run `scripts/postgres start` and export the URL it prints"
                + " (scripts/test does this)"
        }
    }

    /// The new database.
    let url: DatabaseURL
    private let server: PostgresPool

    init() throws {
        guard let serverURL = StoreBackend.postgresURL else { throw Missing() }
        let name = "bindery_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        server = PostgresPool(url: serverURL, maxConnections: 1)
        try server.withConnection { session in try session.execute(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)")) }
        url = serverURL.with(database: name)
    }

    deinit {
        let name = url.database
        _ = try? server.withConnection { session in
            try session.execute(PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)"))
        }
        server.close()
    }
}
