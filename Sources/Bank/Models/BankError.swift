import Foundation

/// Why a transaction was refused, or why the ledger could not be read; nothing changed in either case.
public enum BankError: Error, Equatable, Sendable {
    /// No amount was typed.
    case emptyAmount
    /// The amount is not a number.
    case notANumber
    /// The amount is zero or negative.
    case notPositive
    /// The amount has a fractional part.
    case fractional
    /// The amount has more than `Amount.maximumDigits` digits.
    case tooManyDigits
    /// A withdrawal larger than the balance, which was `balance` won.
    case insufficientFunds(balance: Int64)
    /// A deposit that would take the balance over `SQLiteBankAccount.maximumBalance`.
    case balanceLimitReached
    /// The ledger could not be read or written.
    case ledgerUnavailable

    /// This error, or `ledgerUnavailable` for any other error (a storage failure).
    public init(_ error: any Error) {
        self = error as? BankError ?? .ledgerUnavailable
    }
}
