import Foundation

/// One committed ledger entry: a deposit or a withdrawal of a positive whole number of won.
public struct BankTransaction: Equatable, Sendable, Identifiable {
    /// The ledger's id of the entry (ids grow with time, so a larger id is newer).
    public let id: Int64
    /// Deposit or withdrawal.
    public let kind: TransactionKind
    /// The amount in won, always positive.
    public let amount: Int64
    /// When it was committed.
    public let date: Date

    /// Creates an entry.
    public init(id: Int64, kind: TransactionKind, amount: Int64, date: Date) {
        self.id = id
        self.kind = kind
        self.amount = amount
        self.date = date
    }

    /// What the entry adds to the balance: the amount for a deposit, minus it for a withdrawal.
    public var signedAmount: Int64 { kind == .deposit ? amount : -amount }
}
