@testable import Bank
import BinderyTest
import Foundation
import Testing

/// The bank's reactors on virtual time: one test scheduler plays both the UI thread and the ledger's
/// background queue, over a mock account.
final class BankHarness {
    let scheduler = DispatchQueue.test
    let account: MockBankAccount

    /// Creates the harness on an account holding `deposits`.
    init(deposits: [Int64] = []) {
        account = MockBankAccount(deposits: deposits)
    }

    /// The transaction screen's reactor, tracked for leaks at `sourceLocation`.
    func makeTransactionReactor(sourceLocation: SourceLocation = #_sourceLocation) -> TransactionReactor {
        trackForLeaks(TransactionReactor(account: account, background: scheduler.eraseToAnyScheduler(),
                                         scheduler: scheduler.eraseToAnyScheduler()),
                      sourceLocation: sourceLocation)
    }

    /// The account screen's reactor, tracked for leaks at `sourceLocation`.
    func makeBankReactor(sourceLocation: SourceLocation = #_sourceLocation) -> BankReactor {
        trackForLeaks(BankReactor(account: account, background: scheduler.eraseToAnyScheduler(),
                                  scheduler: scheduler.eraseToAnyScheduler()),
                      sourceLocation: sourceLocation)
    }

    /// A ledger entry of the mock account (all are dated alike).
    func entry(_ id: Int64, _ kind: TransactionKind, _ amount: Int64) -> BankTransaction {
        BankTransaction(id: id, kind: kind, amount: amount, date: Date(timeIntervalSince1970: 1_700_000_000))
    }
}
