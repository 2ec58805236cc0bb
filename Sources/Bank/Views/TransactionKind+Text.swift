import BinderyWeb
import Foundation

extension TransactionKind {
    /// The name shown in the history, from the app's `strings`.
    public func name(in strings: StringsTable) -> String {
        switch self {
        case .deposit: strings(BankText.deposit)
        case .withdrawal: strings(BankText.withdrawal)
        }
    }
}
