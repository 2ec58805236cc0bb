/// The balance and the history read together, so they always agree.
public struct BankStatement: Equatable, Sendable {
    /// The balance in won.
    public let balance: Int64
    /// Every transaction, newest first.
    public let history: [BankTransaction]

    /// Creates a statement.
    public init(balance: Int64, history: [BankTransaction]) {
        self.balance = balance
        self.history = history
    }
}
