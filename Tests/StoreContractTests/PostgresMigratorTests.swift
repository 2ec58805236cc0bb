import Foundation
import PostgresNIO
import PostgresStorage
import Testing

/// Migrations on a real PostgreSQL: each runs once however many instances start at once, a second start runs
/// nothing, and a migration that fails leaves nothing behind and runs again on the next start.
@Suite(.enabled(if: StoreBackend.postgresURL != nil, "needs BINDERY_TEST_POSTGRES_URL"))
struct PostgresMigratorTests {
    private static let migrations = [
        PostgresMigration("test.first", ["CREATE TABLE first (id integer PRIMARY KEY)", "INSERT INTO first VALUES (1)"]),
        PostgresMigration("test.second", ["CREATE TABLE second (id integer PRIMARY KEY)"]),
        PostgresMigration("test.third", ["ALTER TABLE second ADD COLUMN name text", "INSERT INTO second VALUES (1, 'one')"]),
    ]

    @Test func threeInstancesStartingAtOnceRunEachMigrationOnce() throws {
        let place = try TestPostgresDatabase()
        let instances = (0..<3).map { _ in PostgresPool(url: place.url) }
        let ran = Locked<[String]>([])
        let failures = Locked<[String]>([])

        DispatchQueue.concurrentPerform(iterations: 3) { index in
            do {
                let names = try PostgresMigrator.migrate(instances[index], Self.migrations)
                ran.update { $0 += names }
            } catch {
                failures.update { $0.append("\(error)") }
            }
        }

        #expect(failures.value == [])
        #expect(ran.value.sorted() == ["test.first", "test.second", "test.third"], "each ran once, on one instance")
        let rows = try instances[0].withConnection { session in
            try session.query("SELECT (SELECT COUNT(*) FROM first), (SELECT COUNT(*) FROM second), (SELECT COUNT(*) FROM bindery_migration)")
                .map { try $0.decode((Int64, Int64, Int64).self) }
        }
        #expect(rows.map { [$0.0, $0.1, $0.2] } == [[1, 1, 3]], "one row each in the tables, three migrations recorded")
    }

    @Test func aSecondStartRunsNothing() throws {
        let place = try TestPostgresDatabase()
        #expect(try PostgresMigrator.migrate(PostgresPool(url: place.url), Self.migrations).count == 3)
        #expect(try PostgresMigrator.migrate(PostgresPool(url: place.url), Self.migrations) == [])
    }

    @Test func aFailingMigrationLeavesNothingAndRunsAgainOnTheNextStart() throws {
        let place = try TestPostgresDatabase()
        let database = PostgresPool(url: place.url)
        let broken = [Self.migrations[0], PostgresMigration("test.second", ["CREATE TABLE second (id integer PRIMARY KEY)", "NOT SQL"])]

        #expect { try PostgresMigrator.migrate(database, broken) } throws: { error in
            (error as? PostgresStorageError)?.sqlState == "42601"
        }
        let tables = try database.withConnection { session in
            try session.query("SELECT COUNT(*) FROM pg_tables WHERE tablename IN ('first', 'second', 'bindery_migration')")
                .first?.decode(Int64.self)
        }
        #expect(tables == 0, "the whole start-up's migrations roll back together")
        #expect(try PostgresMigrator.migrate(database, Self.migrations).count == 3)
    }
}

/// A value shared across threads.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    /// The value now.
    var value: Value { lock.withLock { stored } }

    /// Changes the value under the lock.
    func update(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}
