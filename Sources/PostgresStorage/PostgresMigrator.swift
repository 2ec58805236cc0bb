import PostgresNIO

/// One named schema change: statements run in order, in one transaction with the others of its start-up.
public struct PostgresMigration: Sendable {
    /// The name recorded once the migration ran; never change a released one, add another.
    public let name: String
    /// The statements, one per element (the wire protocol runs one statement per query).
    public let statements: [String]

    /// Creates a migration.
    public init(_ name: String, _ statements: [String]) {
        self.name = name
        self.statements = statements
    }
}

/// Brings a database's schema up to date at start-up: each migration runs once, whichever instance gets there
/// first. All of it happens in one transaction holding a transaction-level advisory lock, so instances starting at
/// once wait for each other instead of racing on `CREATE TABLE` (PostgreSQL's DDL is transactional: a migration
/// that fails leaves nothing behind, and the next start tries again).
public enum PostgresMigrator {
    /// The advisory lock key every Bindery migration takes (an arbitrary constant: "BINDERY" in ASCII, truncated).
    static let lockKey: Int64 = 0x42_49_4E_44_45_52_59

    /// Runs the migrations of `migrations` that `database` has not recorded yet, in order; returns the names run.
    @discardableResult
    public static func migrate(_ database: PostgresPool, _ migrations: [PostgresMigration]) throws -> [String] {
        try database.transaction { session in
            try session.execute("SELECT pg_advisory_xact_lock(\(lockKey))")
            try session.execute("""
                CREATE TABLE IF NOT EXISTS bindery_migration (
                    name text PRIMARY KEY,
                    applied_at timestamptz NOT NULL DEFAULT now()
                )
                """)
            let applied = Set(try session.query("SELECT name FROM bindery_migration").map { try $0.decode(String.self) })
            var ran: [String] = []
            for migration in migrations where !applied.contains(migration.name) {
                for statement in migration.statements {
                    try session.execute(PostgresQuery(unsafeSQL: statement))
                }
                try session.execute("INSERT INTO bindery_migration (name) VALUES (\(migration.name))")
                ran.append(migration.name)
            }
            return ran
        }
    }
}
