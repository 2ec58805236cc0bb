
/// Which way money moved in one ledger entry.
public enum TransactionKind: String, Equatable, Sendable, CaseIterable {
    /// Money paid in.
    case deposit
    /// Money taken out.
    case withdrawal
}
