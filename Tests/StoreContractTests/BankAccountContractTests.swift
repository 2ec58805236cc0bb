import Bank
import Bindery
import Foundation
import Testing

/// The bank account's contract, proven on every backend (SQLite files, and PostgreSQL when its test server is
/// named): integer amounts, an append-only ledger, a balance that never goes negative and always equals the
/// ledger's sum — enforced by the database against raw writers too — and concurrent writers on separate instances
/// that lose nothing and never overdraw.
@Suite struct BankAccountContractTests {
    private static let fixedDate = Date(timeIntervalSince1970: 1_700_000_000)

    @Test(arguments: StoreBackend.underTest)
    func depositsAndWithdrawalsMoveTheBalanceAndSurviveAReopen(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let account = try place.openBankAccount(now: { Self.fixedDate })
        let first = try account.deposit(1000)
        let second = try account.withdraw(300)
        let third = try account.deposit(5)

        #expect(try account.balance() == 705)
        #expect(try account.history() == [third, second, first])
        #expect(first == BankTransaction(id: 1, kind: .deposit, amount: 1000, date: Self.fixedDate))

        let reopened = try place.openBankAccount()
        #expect(try reopened.statement() == BankStatement(balance: 705, history: [third, second, first]))
        #expect(try place.ledgerSum() == 705)
    }

    @Test(arguments: StoreBackend.underTest)
    func aWithdrawalAboveTheBalanceIsRefusedAndChangesNothing(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let account = try place.openBankAccount()
        _ = try account.deposit(100)

        #expect(throws: BankError.insufficientFunds(balance: 100)) { try account.withdraw(101) }
        #expect(try account.balance() == 100)
        #expect(try account.history().count == 1)
        #expect(try account.withdraw(100).amount == 100)
        #expect(try account.balance() == 0)
    }

    @Test(arguments: StoreBackend.underTest)
    func amountsOutsideOneToFifteenDigitsAndAnOverfullBalanceAreRefused(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let account = try place.openBankAccount()
        #expect(throws: BankError.notPositive) { try account.deposit(0) }
        #expect(throws: BankError.notPositive) { try account.withdraw(-1) }
        #expect(throws: BankError.tooManyDigits) { try account.deposit(Amount.maximum + 1) }
        _ = try account.balance()  // the schema exists before the raw writer below
        try place.execute(Array(repeating: "INSERT INTO ledgerEntry (kind, amount, createdAt) VALUES ('deposit', \(Amount.maximum), 0)",
                                count: 1000))

        #expect(throws: BankError.balanceLimitReached) { try account.deposit(Amount.maximum) }
        #expect(try account.balance() == Amount.maximum * 1000)
        #expect(try place.ledgerSum() == Amount.maximum * 1000)
    }

    @Test(arguments: StoreBackend.underTest)
    func theDatabaseItselfRefusesANegativeBalanceFractionsAndEditsOfTheLedger(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let account = try place.openBankAccount()
        _ = try account.deposit(50)

        for tampering in [
            "INSERT INTO ledgerEntry (kind, amount, createdAt) VALUES ('withdrawal', 51, 0)",
            "INSERT INTO ledgerEntry (kind, amount, createdAt) VALUES ('deposit', '1.5', 0)",
            "INSERT INTO ledgerEntry (kind, amount, createdAt) VALUES ('deposit', 0, 0)",
            "INSERT INTO ledgerEntry (kind, amount, createdAt) VALUES ('refund', 5, 0)",
            "UPDATE ledgerEntry SET amount = 1",
            "DELETE FROM ledgerEntry",
            "UPDATE accountBalance SET balance = -1",
            "DELETE FROM accountBalance",
        ] {
            #expect(throws: (any Error).self, "\(tampering)") { try place.execute([tampering]) }
        }
        #expect(try account.balance() == 50)
        #expect(try place.ledgerSum() == 50)
        #expect(try account.history().map(\.amount) == [50])
    }

    @Test(arguments: StoreBackend.underTest)
    func concurrentWritersOnTwoInstancesLoseNothingAndNeverOverdraw(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let accounts = [try place.openBankAccount(), try place.openBankAccount()]
        _ = try accounts[0].deposit(20)
        let confirmed = Tally()

        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            let account = accounts[worker % 2]
            for step in 0..<40 {
                if (worker + step) % 2 == 0 {
                    if (try? account.deposit(3)) != nil { confirmed.add(.deposit) }
                } else if (try? account.withdraw(5)) != nil {
                    confirmed.add(.withdrawal)
                }
            }
        }

        let (deposits, withdrawals) = (confirmed.count(.deposit), confirmed.count(.withdrawal))
        #expect(deposits == 160, "every deposit commits: none is lost to a busy database")
        let expected = Int64(20 + 3 * deposits - 5 * withdrawals)
        #expect(try accounts[1].balance() == expected)
        #expect(try place.ledgerSum() == expected)
        #expect(try accounts[1].history().count == 1 + deposits + withdrawals)
        #expect(expected >= 0)
    }

    @Test(arguments: StoreBackend.underTest)
    func concurrentWithdrawalsFromTwoInstancesTakeExactlyTheBalance(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let accounts = [try place.openBankAccount(), try place.openBankAccount()]
        _ = try accounts[0].deposit(100)
        let outcomes = Tally()

        DispatchQueue.concurrentPerform(iterations: 20) { worker in
            do {
                _ = try accounts[worker % 2].withdraw(10)
                outcomes.add(.withdrawal)
            } catch BankError.insufficientFunds {
                outcomes.add(.refusal)
            } catch {
                outcomes.add(.failure)
            }
        }

        #expect(outcomes.count(.withdrawal) == 10, "ten withdrawals of 10 take the 100 won, no more")
        #expect(outcomes.count(.refusal) == 10, "the other ten are refused as insufficient funds")
        #expect(outcomes.count(.failure) == 0)
        #expect(try accounts[1].balance() == 0)
        #expect(try place.ledgerSum() == 0)
    }

    @Test(arguments: StoreBackend.underTest)
    func eachCommitFiresTheChangesPublisherAndARefusalDoesNot(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let account = try place.openBankAccount()
        let changes = Tally()
        let subscription = account.changes.sink { changes.add(.deposit) }
        _ = try account.deposit(1)
        _ = try? account.withdraw(5)
        _ = try account.withdraw(1)
        subscription.cancel()
        #expect(changes.count(.deposit) == 2)
    }
}
