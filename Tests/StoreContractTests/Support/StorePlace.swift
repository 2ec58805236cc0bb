import Bank
import BinderyWeb
import FindNumber
import Foundation
import GRDB
import Login
import PostgresNIO
import PostgresStorage

/// Where one test's stores live, removed when released: a fresh temporary directory (SQLite) or a fresh database
/// on the test server (PostgreSQL). Each `open...` call makes a new store instance with its own connections, as
/// another process (another gallery instance) would.
final class StorePlace {
    let backend: StoreBackend
    private let directory: URL
    private let postgres: TestPostgresDatabase?
    /// The browsers' store where the backend is this process's memory: one, which every "instance" shares.
    private let memoryBrowsers = MemoryBrowserStore()

    init(_ backend: StoreBackend) throws {
        self.backend = backend
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("store-contract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        postgres = backend == .postgres ? try TestPostgresDatabase() : nil
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// A new instance of the bank account; `now` stamps its entries. On PostgreSQL it is returned once it listens,
    /// after the catch-up its first LISTEN announces, so a test counts only the changes it makes.
    func openBankAccount(now: @escaping @Sendable () -> Date = Date.init) throws -> any BankAccount {
        switch backend {
        case .sqlite:
            return try SQLiteBankAccount(path: path("bank.sqlite"), now: now)
        case .postgres:
            let account = PostgresBankAccount(url: try postgresURL(), now: now)
            try waitUntil("the account listens") { account.isListening }
            return account
        }
    }

    /// A listener on `channel` of the test database.
    func openListener(channel: String, onListening: @escaping @Sendable () -> Void) throws -> PostgresListener {
        PostgresListener(url: try postgresURL(), channel: channel, onNotification: { _ in }, onListening: onListening)
    }

    /// A new instance of the account store; cost 4 (bcrypt's least) keeps the tests fast.
    func openAccountDatabase(cost: UInt8 = 4) throws -> any AccountDatabase {
        switch backend {
        case .sqlite: try SQLiteAccountStore(path: path("accounts.sqlite"), cost: cost)
        case .postgres: PostgresAccountStore(url: try postgresURL(), cost: cost)
        }
    }

    /// A new instance of Find Number's record storage (a `UserDefaults` suite where SQLite files are).
    func openRecordStorage() throws -> any RecordStorage {
        switch backend {
        case .sqlite: DefaultsRecordStorage(defaults: UserDefaults(suiteName: path("find-number"))!)
        case .postgres: PostgresRecordStorage(url: try postgresURL())
        }
    }

    /// A new instance of the browsers' store (this process's memory, shared by all, where SQLite files are: a single
    /// server keeps browsers in memory).
    func openBrowserStore() throws -> any BrowserStore {
        switch backend {
        case .sqlite: memoryBrowsers
        case .postgres: PostgresBrowserStore(url: try postgresURL())
        }
    }

    /// Runs `statements` as a raw writer would, bypassing the stores, in one transaction of the bank's database
    /// (`file` names the SQLite file: both stores share one PostgreSQL database).
    func execute(_ statements: [String], file: String = "bank.sqlite") throws {
        switch backend {
        case .sqlite:
            try DatabaseQueue(path: path(file)).write { db in
                for statement in statements { try db.execute(sql: statement) }
            }
        case .postgres:
            try PostgresPool(url: try postgresURL()).transaction { session in
                for statement in statements { try session.execute(PostgresQuery(unsafeSQL: statement)) }
            }
        }
    }

    /// The integer the first row of `sql` holds, read as a raw reader would.
    func integer(_ sql: String, file: String = "bank.sqlite") throws -> Int64 {
        switch backend {
        case .sqlite:
            try DatabaseQueue(path: path(file)).read { db in try Int64.fetchOne(db, sql: sql) ?? 0 }
        case .postgres:
            try PostgresPool(url: try postgresURL()).withConnection { session in
                // Sums are numeric on PostgreSQL: read back as bigint, which every value here fits.
                try session.query(PostgresQuery(unsafeSQL: "SELECT (\(sql))::bigint")).first?.decode(Int64.self) ?? 0
            }
        }
    }

    /// The sum of the ledger's entries, computed from the entries themselves.
    func ledgerSum() throws -> Int64 {
        try integer("SELECT COALESCE(SUM(CASE kind WHEN 'deposit' THEN amount ELSE -amount END), 0) FROM ledgerEntry")
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    private func postgresURL() throws -> DatabaseURL {
        guard let postgres else { throw TestPostgresDatabase.Missing() }
        return postgres.url
    }
}
