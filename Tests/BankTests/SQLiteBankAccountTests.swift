import Bank
import Bindery
import Foundation
import GRDB
import Testing

/// The SQLite ledger on a real file: every rule, persistence, SQLite's own guards, concurrent writers.
@Suite struct SQLiteBankAccountTests {
    private static let fixedDate = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func depositsAndWithdrawalsMoveTheBalanceAndSurviveAReopen() throws {
        let ledger = try TemporaryLedger()
        let account = try ledger.open(now: { Self.fixedDate })
        let first = try account.deposit(1000)
        let second = try account.withdraw(300)
        let third = try account.deposit(5)

        #expect(try account.balance() == 705)
        #expect(try account.history() == [third, second, first])
        #expect(first == BankTransaction(id: 1, kind: .deposit, amount: 1000, date: Self.fixedDate))

        let reopened = try ledger.open()
        #expect(try reopened.statement() == BankStatement(balance: 705, history: [third, second, first]))
        #expect(try reopened.ledgerSum() == 705)
        #expect(try reopened.isIntact())
    }

    @Test func aWithdrawalAboveTheBalanceIsRefusedAndChangesNothing() throws {
        let ledger = try TemporaryLedger()
        let account = try ledger.open()
        _ = try account.deposit(100)

        #expect(throws: BankError.insufficientFunds(balance: 100)) { try account.withdraw(101) }
        #expect(try account.balance() == 100)
        #expect(try account.history().count == 1)
        #expect(try account.withdraw(100).amount == 100)
        #expect(try account.balance() == 0)
    }

    @Test func amountsOutsideOneToFifteenDigitsAndAnOverfullBalanceAreRefused() throws {
        let ledger = try TemporaryLedger()
        let account = try ledger.open()
        #expect(throws: BankError.notPositive) { try account.deposit(0) }
        #expect(throws: BankError.notPositive) { try account.withdraw(-1) }
        #expect(throws: BankError.tooManyDigits) { try account.deposit(Amount.maximum + 1) }
        let raw = try DatabaseQueue(path: ledger.path)
        try raw.write { db in
            for _ in 0..<1000 {
                try db.execute(sql: "INSERT INTO ledgerEntry (kind, amount, createdAt) VALUES ('deposit', ?, 0)",
                               arguments: [Amount.maximum])
            }
        }
        #expect(throws: BankError.balanceLimitReached) { try account.deposit(Amount.maximum) }
        #expect(try account.balance() == Amount.maximum * 1000)
        #expect(try account.ledgerSum() == Amount.maximum * 1000)
    }

    @Test func sqliteItselfRefusesANegativeBalanceAndEditsOfTheLedger() throws {
        let ledger = try TemporaryLedger()
        let account = try ledger.open()
        _ = try account.deposit(50)
        let raw = try DatabaseQueue(path: ledger.path)

        #expect(throws: DatabaseError.self) {
            try raw.write { try $0.execute(sql: "INSERT INTO ledgerEntry (kind, amount, createdAt) VALUES ('withdrawal', 51, 0)") }
        }
        #expect(throws: DatabaseError.self) {
            try raw.write { try $0.execute(sql: "INSERT INTO ledgerEntry (kind, amount, createdAt) VALUES ('deposit', 1.5, 0)") }
        }
        #expect(throws: DatabaseError.self) { try raw.write { try $0.execute(sql: "UPDATE ledgerEntry SET amount = 1") } }
        #expect(throws: DatabaseError.self) { try raw.write { try $0.execute(sql: "DELETE FROM ledgerEntry") } }
        #expect(throws: DatabaseError.self) { try raw.write { try $0.execute(sql: "UPDATE accountBalance SET balance = -1") } }
        #expect(try account.balance() == 50)
        #expect(try account.ledgerSum() == 50)
        #expect(try raw.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
    }

    @Test func concurrentWritersOnTwoConnectionsLoseNothingAndNeverOverdraw() throws {
        let ledger = try TemporaryLedger()
        let accounts = [try ledger.open(), try ledger.open()]
        _ = try accounts[0].deposit(20)
        let confirmed = Locked(deposits: 0, withdrawals: 0)

        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            let account = accounts[worker % 2]
            for step in 0..<40 {
                if (worker + step) % 2 == 0 {
                    if (try? account.deposit(3)) != nil { confirmed.add(deposit: true) }
                } else if (try? account.withdraw(5)) != nil {
                    confirmed.add(deposit: false)
                }
            }
        }

        let (deposits, withdrawals) = confirmed.counts
        #expect(deposits == 160, "every deposit commits: none is lost to a busy database")
        let expected = Int64(20 + 3 * deposits - 5 * withdrawals)
        #expect(try accounts[1].balance() == expected)
        #expect(try accounts[1].ledgerSum() == expected)
        #expect(try accounts[1].history().count == 1 + deposits + withdrawals)
        #expect(expected >= 0)
    }

    @Test func eachCommitFiresTheChangesPublisherAndARefusalDoesNot() throws {
        let ledger = try TemporaryLedger()
        let account = try ledger.open()
        var changes = 0
        let subscription = account.changes.sink { changes += 1 }
        _ = try account.deposit(1)
        _ = try? account.withdraw(5)
        _ = try account.withdraw(1)
        subscription.cancel()
        #expect(changes == 2)
    }
}

/// Counts confirmed transactions across threads.
private final class Locked: @unchecked Sendable {
    // @unchecked Sendable: the counts are only touched under `lock`.
    private let lock = NSLock()
    private var deposits: Int
    private var withdrawals: Int

    init(deposits: Int, withdrawals: Int) {
        self.deposits = deposits
        self.withdrawals = withdrawals
    }

    func add(deposit: Bool) {
        lock.withLock { if deposit { deposits += 1 } else { withdrawals += 1 } }
    }

    var counts: (Int, Int) { lock.withLock { (deposits, withdrawals) } }
}
