import BinderyWeb
import Foundation

/// Bank's texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum BankText: String, AppTextKey {
    /// The app's name on the home page, and the main screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// The main screen's button that opens the transaction screen.
    case openTransaction
    /// Shown while the history is empty.
    case noTransactions
    /// The transaction screen's title and heading.
    case transactionTitle
    /// The deposit button.
    case depositButton
    /// The withdraw button.
    case withdrawButton
    /// An amount of money; %@ is the amount with its digits grouped (a minus sign goes before the whole text).
    case wonAmount
    /// The balance line; %@ is the amount.
    case balance
    /// The balance line before the ledger is read.
    case balanceUnknown
    /// The locale whose conventions write the history's times (a locale identifier, not shown).
    case dateLocale
    /// The history's first column.
    case kindHeader
    /// The history's second column.
    case amountHeader
    /// The history's third column.
    case timeHeader
    /// A deposit in the history.
    case deposit
    /// A withdrawal in the history.
    case withdrawal
    /// The confirmation of a deposit; %@ is the amount.
    case deposited
    /// The confirmation of a withdrawal; %@ is the amount.
    case withdrew
    /// The alert when no amount was typed.
    case emptyAmount
    /// The alert when the amount is not a number.
    case notANumber
    /// The alert when the amount is zero or negative.
    case notPositive
    /// The alert when the amount has a fractional part.
    case fractional
    /// The alert when the amount is too long; %d is the most digits allowed.
    case tooManyDigits
    /// The alert when a withdrawal exceeds the balance; %@ is the balance.
    case insufficientFunds
    /// The alert when a deposit would exceed the largest balance.
    case balanceLimitReached
    /// The alert when the ledger cannot be read or written.
    case ledgerUnavailable
    /// The amount field's accessibility label.
    case amountFieldLabel

    /// The languages the app speaks (a `Strings/<tag>.strings` each, English first) and their tables.
    public static let localization = Localization(bundle: .module)
}
