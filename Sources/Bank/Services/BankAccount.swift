import Bindery
import Foundation

/// The account the bank's screens work on: deposits, withdrawals, the
/// balance and the history. Calls may block on storage: make them off the UI thread.
public protocol BankAccount: Sendable {
    /// Adds `amount` won (1 to `Amount.maximum`) and returns the committed entry.
    func deposit(_ amount: Int64) throws -> BankTransaction
    /// Takes out `amount` won (1 to `Amount.maximum`) and returns the committed entry; a withdrawal larger
    /// than the balance throws `BankError.insufficientFunds` and changes nothing.
    func withdraw(_ amount: Int64) throws -> BankTransaction
    /// The balance in won: the sum of the ledger.
    func balance() throws -> Int64
    /// Every transaction, newest first.
    func history() throws -> [BankTransaction]
    /// The balance and history read at one moment.
    func statement() throws -> BankStatement
    /// Fires after each committed transaction, from any tab or screen sharing this account (on a shared database,
    /// from any instance sharing it).
    var changes: AnyPublisher<Void, Never> { get }
}

extension BankAccount {
    /// The balance and history read one after the other (an account with a single reader needs no more).
    public func statement() throws -> BankStatement {
        BankStatement(balance: try balance(), history: try history())
    }
}
