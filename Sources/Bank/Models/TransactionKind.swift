import Bindery

/// Which way money moved in one ledger entry.
public enum TransactionKind: String, Equatable, Sendable, CaseIterable {
    /// Money paid in.
    case deposit
    /// Money taken out.
    case withdrawal

    /// The name shown in the history, in `language`.
    public func name(in language: Language) -> String {
        switch self {
        case .deposit: language.pick(en: "Deposit", ko: "입금")
        case .withdrawal: language.pick(en: "Withdrawal", ko: "출금")
        }
    }
}
