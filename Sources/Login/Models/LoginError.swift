import Bindery
import Foundation

/// Why a sign-in did not happen; never says which of email or password was wrong.
public enum LoginError: Error, Equatable, Sendable {
    /// No account has this email and password.
    case mismatch
    /// Too many recent failures for this email or this tab; tries are refused for `minutes` more.
    case tooManyAttempts(minutes: Int)
    /// The account store could not be read.
    case storeUnavailable

    /// The alert text for this error in `language`.
    public func message(for language: Language) -> String {
        switch self {
        case .mismatch:
            language.pick(en: "Check your account details.", ko: "계정정보를 확인하세요.")
        case let .tooManyAttempts(minutes):
            language.pick(en: "Too many attempts; try again in \(minutes) \(minutes == 1 ? "minute" : "minutes").",
                          ko: "시도 횟수가 너무 많습니다. \(minutes)분 후에 다시 시도하세요.")
        case .storeUnavailable:
            language.pick(en: "Sign-in is unavailable right now. Please try again later.",
                          ko: "지금은 로그인할 수 없습니다. 잠시 후 다시 시도하세요.")
        }
    }
}

extension LoginError: LocalizedError {
    /// The English alert text (use `message(for:)` for another language).
    public var errorDescription: String? { message(for: .en) }
}
