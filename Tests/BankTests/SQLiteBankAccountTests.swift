@testable import Bank
import Foundation
import GRDB
import Testing

/// What only the SQLite ledger has: a file in WAL mode that SQLite's integrity check passes after writers from
/// two connection pools. The account's contract (amounts, refusals, the database's own guards, concurrent writers)
/// is proven on SQLite and PostgreSQL alike in StoreContractTests.
@Suite struct SQLiteBankAccountTests {
    @Test func theFileIsInWALModeAndIntactAfterWritesFromTwoPools() throws {
        let ledger = try TemporaryLedger()
        let accounts = [try ledger.open(), try ledger.open()]
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for _ in 0..<10 { _ = try? accounts[worker % 2].deposit(1) }
        }

        let reopened = try ledger.open()
        #expect(try reopened.isIntact())
        #expect(try reopened.balance() == 40)
        #expect(try reopened.ledgerSum() == 40)
        #expect(try DatabaseQueue(path: ledger.path).read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
    }
}
