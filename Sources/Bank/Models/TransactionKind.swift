import BinderyWeb

/// Which way money moved in one ledger entry.
public enum TransactionKind: String, Equatable, Sendable, CaseIterable {
    /// Money paid in.
    case deposit
    /// Money taken out.
    case withdrawal

    /// The name shown in the history, from the app's `strings`.
    public func name(in strings: StringsTable) -> String {
        switch self {
        case .deposit: strings(.deposit)
        case .withdrawal: strings(.withdrawal)
        }
    }
}
