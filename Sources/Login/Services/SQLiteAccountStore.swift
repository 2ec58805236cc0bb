import Foundation
import GRDB

/// The account store in an SQLite file through GRDB, passwords hashed with bcrypt; the same file keeps the
/// sign-in throttle's failures (`LoginFailureStore`), so a restart does not reset them.
///
/// The one exception to "Services import only Bindery and Foundation": this type is the storage
/// implementation, so it imports GRDB (SQLite), as issue 6 names it. Passwords are never stored in clear: each row
/// holds a salted bcrypt hash (`PasswordHasher`).
public final class SQLiteAccountStore: AccountDatabase, Sendable {
    /// The bcrypt cost (log2 of the rounds) new hashes are made with.
    public var cost: UInt8 { hasher.cost }
    private let database: DatabaseQueue
    private let hasher: PasswordHasher

    /// Opens (or creates) the store at `path` and brings its schema up to date; `cost` 10 by default.
    public init(path: String, cost: UInt8 = 10) throws {
        database = try DatabaseQueue(path: path)
        try Self.migrator.migrate(database)
        hasher = PasswordHasher(cost: cost)
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
        migrator.registerMigration("createLoginFailure") { db in
            try db.create(table: "loginFailure") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("key", .text).notNull()
                table.column("time", .double).notNull()  // seconds since 1970, on the wall clock
            }
            try db.create(index: "loginFailure_key_time", on: "loginFailure", columns: ["key", "time"])
            try db.create(index: "loginFailure_time", on: "loginFailure", columns: ["time"])
        }
        return migrator
    }

    /// Creates an account; false (and nothing changes) when the email is taken.
    @discardableResult
    public func createAccount(email: String, password: String) throws -> Bool {
        let email = Account.normalize(email: email)
        guard try !exists(email: email) else { return false }
        let hash = hasher.hash(password)
        return try database.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO account (email, passwordHash) VALUES (?, ?)",
                           arguments: [email, hash])
            return db.changesCount == 1
        }
    }

    /// Whether an account has `email`.
    public func exists(email: String) throws -> Bool {
        let email = Account.normalize(email: email)
        return try database.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM account WHERE email = ?)", arguments: [email]) ?? false
        }
    }

    public func emails(limit: Int) throws -> [String] {
        try database.read { db in
            try String.fetchAll(db, sql: "SELECT email FROM account ORDER BY email LIMIT ?", arguments: [max(0, limit)])
        }
    }

    /// The stored hash of `email`'s password (for tests: it must never be the password).
    public func passwordHash(email: String) throws -> String? {
        try database.read { db in
            try String.fetchOne(db, sql: "SELECT passwordHash FROM account WHERE email = ?",
                                arguments: [Account.normalize(email: email)])
        }
    }

    /// The account for `email` when `password` matches its hash.
    public func authenticate(email: String, password: String) throws -> Account? {
        hasher.matches(password, stored: try passwordHash(email: email)) ? Account(email: email) : nil
    }

    // MARK: - LoginFailureStore

    /// Every failure recorded at `cutoff` or later, oldest first.
    public func failures(since cutoff: Date) throws -> [RecordedFailure] {
        try failures(where: "time >= ?", [cutoff.timeIntervalSince1970])
    }

    /// The failures of `keys` recorded at `cutoff` or later, oldest first.
    public func failures(keys: [String], since cutoff: Date) throws -> [RecordedFailure] {
        let marks = Array(repeating: "?", count: keys.count).joined(separator: ", ")
        return try failures(where: "key IN (\(marks)) AND time >= ?", keys.map { $0 as any DatabaseValueConvertible } + [cutoff.timeIntervalSince1970])
    }

    /// The failures `condition` selects (with `arguments` for its placeholders), oldest first.
    private func failures(where condition: String, _ arguments: [any DatabaseValueConvertible]) throws -> [RecordedFailure] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT key, time FROM loginFailure WHERE \(condition) ORDER BY time, id",
                             arguments: StatementArguments(arguments))
                .map { RecordedFailure(key: $0["key"], time: Date(timeIntervalSince1970: $0["time"])) }
        }
    }

    /// Records a failure of each key of `limits` at `time` in one transaction, keeps the newest of each key (as
    /// many as its limit) and drops every failure older than `cutoff`.
    public func recordFailure(keys limits: [String: Int], at time: Date, droppingBefore cutoff: Date) throws {
        try database.write { db in
            for (key, limit) in limits.sorted(by: { $0.key < $1.key }) {
                try db.execute(sql: "INSERT INTO loginFailure (key, time) VALUES (?, ?)",
                               arguments: [key, time.timeIntervalSince1970])
                try db.execute(sql: """
                    DELETE FROM loginFailure WHERE key = ? AND id NOT IN
                        (SELECT id FROM loginFailure WHERE key = ? ORDER BY time DESC, id DESC LIMIT ?)
                    """, arguments: [key, key, limit])
            }
            try db.execute(sql: "DELETE FROM loginFailure WHERE time < ?", arguments: [cutoff.timeIntervalSince1970])
        }
    }

    /// Forgets every failure of `keys`.
    public func forgetFailures(keys: [String]) throws {
        try database.write { db in
            for key in keys {
                try db.execute(sql: "DELETE FROM loginFailure WHERE key = ?", arguments: [key])
            }
        }
    }

    /// How many failures the file holds (for tests: storage stays bounded).
    public func failureCount() throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM loginFailure") ?? 0 }
    }
}
