import BinderyWeb
import Foundation

extension BankError {
    /// The alert text for this error, from the app's `strings` in the screen's language.
    public func message(in strings: StringsTable) -> String {
        switch self {
        case .emptyAmount: strings(.emptyAmount)
        case .notANumber: strings(.notANumber)
        case .notPositive: strings(.notPositive)
        case .fractional: strings(.fractional)
        case .tooManyDigits: strings(.tooManyDigits, Amount.maximumDigits)
        case let .insufficientFunds(balance): strings(.insufficientFunds, WonText.amount(balance, in: strings))
        case .balanceLimitReached: strings(.balanceLimitReached)
        case .ledgerUnavailable: strings(.ledgerUnavailable)
        }
    }
}

extension BankError: LocalizedError {
    /// The alert text in the app's fallback language (use `message(in:)` for the screen's).
    public var errorDescription: String? { message(in: BankText.fallbackStrings) }
}
