import Foundation
import PostgresNIO
import PostgresStorage

/// The account store in a shared PostgreSQL database, passwords hashed with bcrypt, for several gallery instances
/// on one set of accounts; the same database keeps the sign-in throttle's failures (`LoginFailureStore`).
///
/// The storage exception to "Services import only Bindery and Foundation", like `SQLiteAccountStore`, which it
/// mirrors table for table. The schema is brought up to date before the first call (again on a later call when the
/// server was down).
public final class PostgresAccountStore: AccountDatabase, Sendable {
    /// The bcrypt cost (log2 of the rounds) new hashes are made with.
    public var cost: UInt8 { hasher.cost }
    private let database: MigratedDatabase
    private let hasher: PasswordHasher

    /// The store in the database at `url`; nothing is connected until `prepare()` or the first call. `cost` 10 by
    /// default.
    public init(url: DatabaseURL, cost: UInt8 = 10) {
        database = MigratedDatabase(PostgresPool(url: url), migrations: PostgresAccountSchema.migrations)
        hasher = PasswordHasher(cost: cost)
    }

    /// Connects and brings the schema up to date now, throwing when the database cannot be reached (later calls
    /// try again).
    public func prepare() throws {
        _ = try database.ready()
    }

    /// Creates an account; false when the email is taken (the unique email decides between racing writers).
    @discardableResult
    public func createAccount(email: String, password: String) throws -> Bool {
        let email = Account.normalize(email: email)
        guard try !exists(email: email) else { return false }
        let hash = hasher.hash(password)
        return try database.ready().withConnection { session in
            try session.execute("""
                INSERT INTO account (email, passwordHash) VALUES (\(email), \(hash)) ON CONFLICT (email) DO NOTHING
                """) == 1
        }
    }

    /// Whether an account has `email`.
    public func exists(email: String) throws -> Bool {
        try passwordHash(email: email) != nil
    }

    public func emails(limit: Int) throws -> [String] {
        try database.ready().withConnection { session in
            try session.query("SELECT email FROM account ORDER BY email LIMIT \(max(0, limit))").map { try $0.decode(String.self) }
        }
    }

    /// The stored hash of `email`'s password.
    public func passwordHash(email: String) throws -> String? {
        let email = Account.normalize(email: email)
        return try database.ready().withConnection { session in
            try session.query("SELECT passwordHash FROM account WHERE email = \(email)").first?.decode(String.self)
        }
    }

    /// The account for `email` when `password` matches its hash.
    public func authenticate(email: String, password: String) throws -> Account? {
        hasher.matches(password, stored: try passwordHash(email: email)) ? Account(email: email) : nil
    }

    // MARK: - LoginFailureStore

    /// Every failure recorded at `cutoff` or later, oldest first.
    public func failures(since cutoff: Date) throws -> [RecordedFailure] {
        try failures(where: "time >= \(cutoff.timeIntervalSince1970)")
    }

    /// The failures of `keys` recorded at `cutoff` or later, oldest first.
    public func failures(keys: [String], since cutoff: Date) throws -> [RecordedFailure] {
        try failures(where: "key = ANY(\(keys)) AND time >= \(cutoff.timeIntervalSince1970)")
    }

    /// The failures `condition` selects, oldest first.
    private func failures(where condition: PostgresQuery) throws -> [RecordedFailure] {
        let query = PostgresQuery(unsafeSQL: "SELECT key, time FROM loginFailure WHERE \(condition.sql) ORDER BY time, id",
                                  binds: condition.binds)
        return try database.ready().withConnection { session in
            try session.query(query).map { row in
                let (key, time) = try row.decode((String, Double).self)
                return RecordedFailure(key: key, time: Date(timeIntervalSince1970: time))
            }
        }
    }

    /// Records a failure of each key of `limits` at `time` in one transaction, keeps the newest of each key (as
    /// many as its limit) and drops every failure older than `cutoff`.
    public func recordFailure(keys limits: [String: Int], at time: Date, droppingBefore cutoff: Date) throws {
        try database.ready().transaction { session in
            for (key, limit) in limits.sorted(by: { $0.key < $1.key }) {
                try session.execute("INSERT INTO loginFailure (key, time) VALUES (\(key), \(time.timeIntervalSince1970))")
                try session.execute("""
                    DELETE FROM loginFailure WHERE key = \(key) AND id NOT IN
                        (SELECT id FROM loginFailure WHERE key = \(key) ORDER BY time DESC, id DESC LIMIT \(limit))
                    """)
            }
            try session.execute("DELETE FROM loginFailure WHERE time < \(cutoff.timeIntervalSince1970)")
        }
    }

    /// Forgets every failure of `keys`.
    public func forgetFailures(keys: [String]) throws {
        try database.ready().withConnection { session in
            try session.execute("DELETE FROM loginFailure WHERE key = ANY(\(keys))")
        }
    }

    /// How many failures the database holds.
    public func failureCount() throws -> Int {
        try database.ready().withConnection { session in
            try session.query("SELECT COUNT(*) FROM loginFailure").first?.decode(Int.self) ?? 0
        }
    }
}
