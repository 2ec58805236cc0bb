import Bindery
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

    /// The alert text for this error in `language`.
    public func message(for language: Language) -> String {
        switch self {
        case .emptyAmount:
            language.pick(en: "Enter an amount.", ko: "금액을 입력하세요.")
        case .notANumber:
            language.pick(en: "The amount must be a number.", ko: "금액은 숫자로 입력하세요.")
        case .notPositive:
            language.pick(en: "The amount must be more than zero.", ko: "금액은 0보다 커야 합니다.")
        case .fractional:
            language.pick(en: "The amount must be a whole number of won.", ko: "금액은 원 단위 정수로 입력하세요.")
        case .tooManyDigits:
            language.pick(en: "The amount may have at most \(Amount.maximumDigits) digits.",
                          ko: "금액은 \(Amount.maximumDigits)자리까지 입력할 수 있습니다.")
        case let .insufficientFunds(balance):
            language.pick(en: "Insufficient balance: you have \(WonText.amount(balance, in: .en)).",
                          ko: "잔액이 부족합니다. 현재 잔액은 \(WonText.amount(balance, in: .ko))입니다.")
        case .balanceLimitReached:
            language.pick(en: "This deposit would take the balance over the largest an account can hold.",
                          ko: "이 입금으로 계좌가 보관할 수 있는 최대 잔액을 넘습니다.")
        case .ledgerUnavailable:
            language.pick(en: "The bank is unavailable right now. Please try again later.",
                          ko: "지금은 은행을 이용할 수 없습니다. 잠시 후 다시 시도하세요.")
        }
    }
}

extension BankError: LocalizedError {
    /// The English alert text (use `message(for:)` for another language).
    public var errorDescription: String? { message(for: .en) }
}
