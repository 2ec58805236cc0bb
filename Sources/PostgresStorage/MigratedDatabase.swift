import Foundation

/// A database whose store's migrations run before its first use: at start-up, and, if the database could not be
/// reached then, again on each later call until they succeed, so a store opened while PostgreSQL is down starts
/// working when it comes back instead of staying broken until a restart.
public final class MigratedDatabase: @unchecked Sendable {
    // @unchecked Sendable: `isMigrated` is only touched under `lock`.
    private let database: PostgresPool
    private let migrations: [PostgresMigration]
    private let lock = NSLock()
    private var isMigrated = false

    /// `database` with `migrations` to run before its first use (nothing runs yet).
    public init(_ database: PostgresPool, migrations: [PostgresMigration]) {
        self.database = database
        self.migrations = migrations
    }

    /// The database, its migrations run (running them first when they have not succeeded yet).
    public func ready() throws -> PostgresPool {
        try lock.withLock {
            if !isMigrated {
                try PostgresMigrator.migrate(database, migrations)
                isMigrated = true
            }
            return database
        }
    }
}
