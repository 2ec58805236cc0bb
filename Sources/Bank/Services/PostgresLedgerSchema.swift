import PostgresStorage

/// The ledger's tables on PostgreSQL and the rules the server itself enforces — the same rules, tables and column
/// names as `LedgerSchema` on SQLite (unquoted, so PostgreSQL folds them to lower case and one SQL text reads both):
///
/// - `ledgerEntry` is append-only (triggers refuse UPDATE, DELETE and TRUNCATE); each amount is a `bigint` of 1 to
///   `Amount.maximum` won, so no fraction can be stored.
/// - `accountBalance` has one row that an AFTER INSERT trigger moves by each entry inside the inserting transaction,
///   so it always equals the ledger's sum; its CHECK (0 ≤ balance ≤ maximum) aborts any entry that would make it
///   negative, whatever writer inserts it, from however many instances. The trigger's UPDATE takes the row's lock,
///   so concurrent entries are applied one after the other, never to a stale balance. Only that trigger may change
///   the row: any other UPDATE or a DELETE is refused.
enum PostgresLedgerSchema {
    /// The migrations, in order.
    static let migrations = [
        PostgresMigration("bank.createLedger", [
            """
            CREATE TABLE ledgerEntry (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                kind text NOT NULL CHECK (kind IN ('deposit', 'withdrawal')),
                amount bigint NOT NULL CHECK (amount BETWEEN 1 AND \(Amount.maximum)),
                createdAt double precision NOT NULL
            )
            """,
            """
            CREATE TABLE accountBalance (
                id integer PRIMARY KEY CHECK (id = 1),
                balance bigint NOT NULL CHECK (balance BETWEEN 0 AND \(SQLiteBankAccount.maximumBalance))
            )
            """,
            "INSERT INTO accountBalance (id, balance) VALUES (1, 0)",
            """
            CREATE FUNCTION ledgerEntryMovesBalance() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE accountBalance
                SET balance = balance + CASE NEW.kind WHEN 'deposit' THEN NEW.amount ELSE -NEW.amount END
                WHERE id = 1;
                RETURN NEW;
            END $$
            """,
            """
            CREATE TRIGGER ledgerEntryMovesBalance AFTER INSERT ON ledgerEntry
            FOR EACH ROW EXECUTE FUNCTION ledgerEntryMovesBalance()
            """,
            """
            CREATE FUNCTION ledgerIsAppendOnly() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                RAISE EXCEPTION 'the ledger is append-only';
            END $$
            """,
            """
            CREATE TRIGGER ledgerEntryIsNeverChanged BEFORE UPDATE OR DELETE ON ledgerEntry
            FOR EACH ROW EXECUTE FUNCTION ledgerIsAppendOnly()
            """,
            """
            CREATE TRIGGER ledgerEntryIsNeverTruncated BEFORE TRUNCATE ON ledgerEntry
            FOR EACH STATEMENT EXECUTE FUNCTION ledgerIsAppendOnly()
            """,
            """
            CREATE FUNCTION balanceMovesOnlyByEntries() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP = 'DELETE' OR pg_trigger_depth() < 2 THEN
                    RAISE EXCEPTION 'the balance moves only by ledger entries';
                END IF;
                RETURN NEW;
            END $$
            """,
            """
            CREATE TRIGGER accountBalanceMovesOnlyByEntries BEFORE UPDATE OR DELETE ON accountBalance
            FOR EACH ROW EXECUTE FUNCTION balanceMovesOnlyByEntries()
            """,
            """
            CREATE TRIGGER accountBalanceIsNeverTruncated BEFORE TRUNCATE ON accountBalance
            FOR EACH STATEMENT EXECUTE FUNCTION ledgerIsAppendOnly()
            """,
        ]),
    ]
}
