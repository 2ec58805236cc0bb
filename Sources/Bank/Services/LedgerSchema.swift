import GRDB

/// The ledger's tables and the rules SQLite itself enforces, as GRDB migrations.
///
/// - `ledgerEntry` is append-only (triggers refuse UPDATE and DELETE); each amount is an integer of
///   1 to `Amount.maximum` won.
/// - `accountBalance` has one row whose balance an AFTER INSERT trigger moves by each entry inside the
///   inserting transaction, so it always equals the ledger's sum; its CHECK (0 ≤ balance ≤ maximum)
///   aborts any entry that would make it negative, whatever writer inserts it, however many at once.
enum LedgerSchema {
    /// Applies the migrations `writer`'s ledger lacks. Two processes opening a new ledger at once may both apply
    /// them: GRDB's migrator reads which are applied before it takes the write lock, so the slower process fails to
    /// create what the faster one committed (with its `grdb_migrations` row) while it waited for the lock. Looking
    /// again then finds them applied, so a failed first try is retried once.
    static func migrate(_ writer: some DatabaseWriter) throws {
        do {
            try migrator.migrate(writer)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR {
            try migrator.migrate(writer)
        }
    }

    /// The migrations, in order.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("createLedger") { db in
            try db.execute(sql: """
                CREATE TABLE ledgerEntry (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    kind TEXT NOT NULL CHECK (kind IN ('deposit', 'withdrawal')),
                    amount INTEGER NOT NULL CHECK (typeof(amount) = 'integer' AND amount BETWEEN 1 AND \(Amount.maximum)),
                    createdAt REAL NOT NULL
                );
                CREATE TABLE accountBalance (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    balance INTEGER NOT NULL CHECK (typeof(balance) = 'integer' AND balance BETWEEN 0 AND \(SQLiteBankAccount.maximumBalance))
                );
                INSERT INTO accountBalance (id, balance) VALUES (1, 0);
                CREATE TRIGGER ledgerEntryMovesBalance AFTER INSERT ON ledgerEntry BEGIN
                    UPDATE accountBalance
                    SET balance = balance + CASE NEW.kind WHEN 'deposit' THEN NEW.amount ELSE -NEW.amount END
                    WHERE id = 1;
                END;
                CREATE TRIGGER ledgerEntryIsNeverUpdated BEFORE UPDATE ON ledgerEntry BEGIN
                    SELECT RAISE(ABORT, 'the ledger is append-only');
                END;
                CREATE TRIGGER ledgerEntryIsNeverDeleted BEFORE DELETE ON ledgerEntry BEGIN
                    SELECT RAISE(ABORT, 'the ledger is append-only');
                END;
                CREATE TRIGGER accountBalanceIsNeverDeleted BEFORE DELETE ON accountBalance BEGIN
                    SELECT RAISE(ABORT, 'the balance row is permanent');
                END;
                """)
        }
        return migrator
    }
}
