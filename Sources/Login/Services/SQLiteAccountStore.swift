import Foundation
import GRDB
import HummingbirdBcrypt

/// The account store in an SQLite file through GRDB, passwords hashed with bcrypt.
///
/// The one exception to "Services import only Bindery and Foundation": this type is the storage
/// implementation, so it imports GRDB (SQLite) and HummingbirdBcrypt (password hashing), as issue 6
/// names them. Passwords are never stored in clear: each row holds a salted bcrypt hash. An unknown
/// email is checked against a dummy hash of the same cost, so a miss takes as long as a wrong password.
public final class SQLiteAccountStore: AccountStore, Sendable {
    /// The demo account's email, created on first run.
    public static let demoEmail = "demo@example.com"
    /// The demo account's password.
    public static let demoPassword = "password"

    /// The bcrypt cost (log2 of the rounds) new hashes are made with.
    public let cost: UInt8
    private let database: DatabaseQueue
    private let dummyHash: String

    /// Opens (or creates) the store at `path` and brings its schema up to date; `cost` 10 by default.
    public init(path: String, cost: UInt8 = 10) throws {
        self.cost = cost
        database = try DatabaseQueue(path: path)
        try Self.migrator.migrate(database)
        dummyHash = Bcrypt.hash("dummy password for unknown emails", cost: cost)
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("createAccount") { db in
            try db.create(table: "account") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("email", .text).notNull().unique()
                table.column("passwordHash", .text).notNull()
            }
        }
        return migrator
    }

    /// Creates an account; false (and nothing changes) when the email is taken.
    @discardableResult
    public func createAccount(email: String, password: String) throws -> Bool {
        let email = Account.normalize(email: email)
        guard try !exists(email: email) else { return false }
        let hash = Bcrypt.hash(password, cost: cost)
        return try database.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO account (email, passwordHash) VALUES (?, ?)",
                           arguments: [email, hash])
            return db.changesCount == 1
        }
    }

    /// Creates the demo account unless it exists (safe to call on every start).
    public func createDemoAccountIfNeeded() throws {
        try createAccount(email: Self.demoEmail, password: Self.demoPassword)
    }

    /// Whether an account has `email`.
    public func exists(email: String) throws -> Bool {
        let email = Account.normalize(email: email)
        return try database.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM account WHERE email = ?)", arguments: [email]) ?? false
        }
    }

    /// The stored hash of `email`'s password (for tests: it must never be the password).
    public func passwordHash(email: String) throws -> String? {
        try database.read { db in
            try String.fetchOne(db, sql: "SELECT passwordHash FROM account WHERE email = ?",
                                arguments: [Account.normalize(email: email)])
        }
    }

    /// The account for `email` when `password` matches its hash; a password holding a NUL character never
    /// matches (bcrypt would stop reading at it).
    public func authenticate(email: String, password: String) throws -> Account? {
        let stored = try passwordHash(email: email)
        let matches = Bcrypt.verify(password, hash: stored ?? dummyHash)
        guard stored != nil, matches, !password.contains("\0") else { return nil }
        return Account(email: email)
    }
}
