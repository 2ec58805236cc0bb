import BinderyWeb

extension BankError: TextKeyedMessage {
    public typealias Texts = BankText

    /// The alert text for this error, from the app's `strings` in the screen's language.
    public func message(in strings: StringsTable) -> String {
        switch self {
        case .emptyAmount: strings(BankText.emptyAmount)
        case .notANumber: strings(BankText.notANumber)
        case .notPositive: strings(BankText.notPositive)
        case .fractional: strings(BankText.fractional)
        case .tooManyDigits: strings(BankText.tooManyDigits, Amount.maximumDigits)
        case let .insufficientFunds(balance): strings(BankText.insufficientFunds, WonText.amount(balance, in: strings))
        case .balanceLimitReached: strings(BankText.balanceLimitReached)
        case .ledgerUnavailable: strings(BankText.ledgerUnavailable)
        }
    }
}
