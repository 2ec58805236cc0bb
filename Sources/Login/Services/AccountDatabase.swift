import Foundation

/// An account store kept in a database — SQLite in the data directory (`SQLiteAccountStore`) or a shared
/// PostgreSQL (`PostgresAccountStore`) — which also keeps the sign-in throttle's failures and can add accounts.
/// Both implementations pass one contract test suite.
public protocol AccountDatabase: AccountStore, LoginFailureStore {
    /// Creates an account with a salted hash of `password`; false (and nothing changes) when the email (normalized)
    /// is taken, even by a writer racing this one.
    @discardableResult
    func createAccount(email: String, password: String) throws -> Bool
    /// Whether an account has `email` (normalized).
    func exists(email: String) throws -> Bool
    /// The accounts' emails in order, at most `limit` of them (what a recorded session starts from).
    func emails(limit: Int) throws -> [String]
    /// The stored hash of `email`'s password (for tests: it must never be the password).
    func passwordHash(email: String) throws -> String?
    /// How many failures the database holds (for tests: storage stays bounded).
    func failureCount() throws -> Int
}

extension AccountDatabase {
    /// The demo account's email, created on first run.
    public static var demoEmail: String { "demo@example.com" }
    /// The demo account's password.
    public static var demoPassword: String { "password" }

    /// Creates the demo account unless it exists (safe to call on every start, from every instance).
    public func createDemoAccountIfNeeded() throws {
        try createAccount(email: Self.demoEmail, password: Self.demoPassword)
    }
}
