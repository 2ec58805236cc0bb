import Bindery
import Foundation
import PostgresNIO
import PostgresStorage

/// The bank account as a ledger in a shared PostgreSQL database, for several gallery instances on one account.
///
/// The storage exception to "Services import only Bindery and Foundation", like `SQLiteBankAccount`, with the same
/// guarantees: each deposit or withdrawal is one transaction that locks the balance row before reading it, so
/// concurrent withdrawals from any number of instances are decided one after the other and never overdraw; and
/// `PostgresLedgerSchema` makes the server keep the balance equal to the ledger's sum and never negative, whoever
/// writes. The schema is brought up to date before the first call (again on a later call when the server was
/// down), so the account works as soon as the database does.
///
/// Every commit also sends a `NOTIFY` in its transaction (delivered only if it commits), which every other
/// instance's account hears through its own `LISTEN` connection: a deposit served by one gallery instance refreshes
/// the bank screens served by all the others.
public final class PostgresBankAccount: LedgerAccount, Sendable {
    /// The channel commits are announced on; the payload names the instance that committed.
    static let channel = "bindery_bank_ledger"

    private let database: MigratedDatabase
    private let now: @Sendable () -> Date
    private let changeRelay = PublishRelay<Void>()
    private let instance = UUID().uuidString
    private let listener: PostgresListener

    /// The ledger in the database at `url`; nothing but the listening connection is opened until `prepare()` or the
    /// first call. `now` stamps new entries.
    public init(url: DatabaseURL, now: @escaping @Sendable () -> Date = Date.init) {
        database = MigratedDatabase(PostgresPool(url: url), migrations: PostgresLedgerSchema.migrations)
        self.now = now
        let (relay, instance) = (changeRelay, self.instance)
        listener = PostgresListener(url: url, channel: Self.channel,
                                    onNotification: { committer in if committer != instance { relay.accept(()) } },
                                    onListening: { relay.accept(()) })
    }

    /// Whether commits of other instances are being heard now (for tests: they wait for it before committing).
    public var isListening: Bool { listener.isListening }

    /// Connects and brings the schema up to date now, throwing when the database cannot be reached (later calls
    /// try again).
    public func prepare() throws {
        _ = try database.ready()
    }

    /// Fires after each commit made through this instance or any other on the same database, and when the listening
    /// connection comes back after a loss (commits may have been missed meanwhile).
    public var changes: AnyPublisher<Void, Never> { changeRelay.eraseToAnyPublisher() }

    /// The balance row.
    public func balance() throws -> Int64 {
        try database.ready().withConnection(Self.balance)
    }

    /// Every entry, newest first.
    public func history() throws -> [BankTransaction] {
        try database.ready().withConnection(Self.history)
    }

    /// The balance and the history from one snapshot.
    public func statement() throws -> BankStatement {
        try database.ready().transaction(.repeatableRead) { session in
            BankStatement(balance: try Self.balance(session), history: try Self.history(session))
        }
    }

    /// The sum of the ledger's entries, computed from the entries themselves (for checks: it must equal `balance()`).
    public func ledgerSum() throws -> Int64 {
        try database.ready().withConnection { session in
            try session.query("""
                SELECT COALESCE(SUM(CASE kind WHEN 'deposit' THEN amount ELSE -amount END), 0)::bigint FROM ledgerEntry
                """).first?.decode(Int64.self) ?? 0
        }
    }

    /// Inserts one entry after checking it against the locked balance, all in one transaction.
    func append(_ kind: TransactionKind, _ amount: Int64) throws -> BankTransaction {
        let date = now()
        let transaction = try database.ready().transaction { session in
            let balance = try session.query("SELECT balance FROM accountBalance WHERE id = 1 FOR UPDATE")
                .first?.decode(Int64.self) ?? 0
            try checkEntry(kind, amount, against: balance)
            let id = try session.query("""
                INSERT INTO ledgerEntry (kind, amount, createdAt)
                VALUES (\(kind.rawValue), \(amount), \(date.timeIntervalSince1970)) RETURNING id
                """).first?.decode(Int64.self) ?? 0
            try session.execute("SELECT pg_notify(\(Self.channel), \(instance))")
            return BankTransaction(id: id, kind: kind, amount: amount, date: date)
        }
        changeRelay.accept(())
        return transaction
    }

    private static func balance(_ session: PostgresSession) throws -> Int64 {
        try session.query("SELECT balance FROM accountBalance WHERE id = 1").first?.decode(Int64.self) ?? 0
    }

    private static func history(_ session: PostgresSession) throws -> [BankTransaction] {
        try session.query("SELECT id, kind, amount, createdAt FROM ledgerEntry ORDER BY id DESC").map { row in
            let (id, kind, amount, createdAt) = try row.decode((Int64, String, Int64, Double).self)
            return BankTransaction(id: id, kind: TransactionKind(rawValue: kind) ?? .deposit, amount: amount,
                                   date: Date(timeIntervalSince1970: createdAt))
        }
    }
}
