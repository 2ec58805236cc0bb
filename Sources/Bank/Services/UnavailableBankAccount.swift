import Bindery
import Foundation

/// The account used when the ledger could not be opened: every call throws `BankError.ledgerUnavailable`,
/// so the screens say the bank is unavailable instead of the gallery failing to start.
public struct UnavailableBankAccount: BankAccount {
    /// Creates the account.
    public init() {}
    /// Always throws `ledgerUnavailable`.
    public func deposit(_ amount: Int64) throws -> BankTransaction { throw BankError.ledgerUnavailable }
    /// Always throws `ledgerUnavailable`.
    public func withdraw(_ amount: Int64) throws -> BankTransaction { throw BankError.ledgerUnavailable }
    /// Always throws `ledgerUnavailable`.
    public func balance() throws -> Int64 { throw BankError.ledgerUnavailable }
    /// Always throws `ledgerUnavailable`.
    public func history() throws -> [BankTransaction] { throw BankError.ledgerUnavailable }
    /// Never fires.
    public var changes: AnyPublisher<Void, Never> { Empty(completeImmediately: false).eraseToAnyPublisher() }
}
