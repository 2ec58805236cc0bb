import Foundation
import PostgresStorage
import Testing

/// The storage a contract test runs on: SQLite files, always; PostgreSQL, when `BINDERY_TEST_POSTGRES_URL` names a
/// server the tests may create databases on (`scripts/postgres start` prints one; `scripts/test` sets it).
enum StoreBackend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    /// The variable naming the test server.
    static let postgresVariable = "BINDERY_TEST_POSTGRES_URL"

    /// The test server's URL, when the environment names one.
    static var postgresURL: DatabaseURL? {
        ProcessInfo.processInfo.environment[postgresVariable].flatMap { $0.isEmpty ? nil : try? DatabaseURL($0) }
    }

    /// Whether this run is CI's (`CI=true`), where a missing server is a failure, not a skip.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The backends this run tests: PostgreSQL too when its server is named, or under CI (where the missing server
    /// then fails each case with the reason, instead of passing without having run).
    static var underTest: [StoreBackend] {
        postgresURL != nil || isCI ? allCases : [.sqlite]
    }

    var testDescription: String { rawValue }
}
