import Bindery
import Foundation
import GRDB

/// The bank account as a ledger in an SQLite file through GRDB (WAL mode, synchronous FULL).
///
/// The storage exception to "Services import only Bindery and Foundation", like Login's account store.
/// Every deposit or withdrawal is one IMMEDIATE transaction (the write lock taken before the balance is
/// read), committed before the call returns; `LedgerSchema` makes SQLite keep the balance equal to the
/// ledger's sum and never negative, so a crash at any moment leaves each transaction either whole or absent.
public final class SQLiteBankAccount: LedgerAccount, Sendable {
    /// The largest balance an account may hold (18 digits, far from `Int64`'s limit).
    public static let maximumBalance: Int64 = 999_999_999_999_999_999

    private let database: DatabasePool
    private let now: @Sendable () -> Date
    private let changeRelay = PublishRelay<Void>()

    /// Opens (or creates) the ledger at `path`; `now` stamps new entries.
    public init(path: String, now: @escaping @Sendable () -> Date = Date.init) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        database = try Self.openPool(path: path, configuration: configuration)
        self.now = now
        try LedgerSchema.migrate(database)
    }

    /// Opens the pool, retrying for up to a second while another process holds the file: two processes opening one
    /// ledger at the same moment both switch it to WAL, and that switch fails with SQLITE_BUSY, which the busy
    /// timeout does not cover.
    private static func openPool(path: String, configuration: Configuration) throws -> DatabasePool {
        var attempts = 0
        while true {
            do {
                return try DatabasePool(path: path, configuration: configuration)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && attempts < 50 {
                attempts += 1
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
    }

    /// Fires after each commit made through this instance.
    public var changes: AnyPublisher<Void, Never> { changeRelay.eraseToAnyPublisher() }

    /// The balance row.
    public func balance() throws -> Int64 {
        try database.read(Self.balance)
    }

    /// Every entry, newest first.
    public func history() throws -> [BankTransaction] {
        try database.read(Self.history)
    }

    /// The balance and the history from one read transaction.
    public func statement() throws -> BankStatement {
        try database.read { db in BankStatement(balance: try Self.balance(db), history: try Self.history(db)) }
    }

    /// The sum of the ledger's entries, computed from the entries themselves (for checks: it must equal `balance()`).
    public func ledgerSum() throws -> Int64 {
        try database.read { db in
            try Int64.fetchOne(db, sql: """
                SELECT COALESCE(SUM(CASE kind WHEN 'deposit' THEN amount ELSE -amount END), 0) FROM ledgerEntry
                """) ?? 0
        }
    }

    /// Runs SQLite's integrity check; true when the file is sound.
    public func isIntact() throws -> Bool {
        try database.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok" }
    }

    /// Inserts one entry after checking it against the balance, all inside one IMMEDIATE transaction.
    func append(_ kind: TransactionKind, _ amount: Int64) throws -> BankTransaction {
        let date = now()
        let transaction: BankTransaction = try database.writeWithoutTransaction { db in
            var committed: BankTransaction?
            try db.inTransaction(.immediate) {
                let balance = try Self.balance(db)
                try checkEntry(kind, amount, against: balance)
                try db.execute(sql: "INSERT INTO ledgerEntry (kind, amount, createdAt) VALUES (?, ?, ?)",
                               arguments: [kind.rawValue, amount, date.timeIntervalSince1970])
                committed = BankTransaction(id: db.lastInsertedRowID, kind: kind, amount: amount, date: date)
                return .commit
            }
            return committed!
        }
        changeRelay.accept(())
        return transaction
    }

    private static func balance(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT balance FROM accountBalance WHERE id = 1") ?? 0
    }

    private static func history(_ db: Database) throws -> [BankTransaction] {
        try Row.fetchAll(db, sql: "SELECT id, kind, amount, createdAt FROM ledgerEntry ORDER BY id DESC").map { row in
            BankTransaction(id: row["id"], kind: TransactionKind(rawValue: row["kind"]) ?? .deposit,
                            amount: row["amount"], date: Date(timeIntervalSince1970: row["createdAt"]))
        }
    }
}
