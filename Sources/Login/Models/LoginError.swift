import BinderyWeb
import Foundation

/// Why a sign-in did not happen; never says which of email or password was wrong.
public enum LoginError: Error, Equatable, Sendable {
    /// No account has this email and password.
    case mismatch
    /// Too many recent failures for this email or this tab; tries are refused for `minutes` more.
    case tooManyAttempts(minutes: Int)
    /// The account store could not be read.
    case storeUnavailable

    /// The alert text for this error, from the app's `strings` in the screen's language.
    public func message(in strings: StringsTable) -> String {
        switch self {
        case .mismatch: strings(.mismatch)
        case let .tooManyAttempts(minutes): strings(minutes == 1 ? .tooManyAttemptsOneMinute : .tooManyAttempts, minutes)
        case .storeUnavailable: strings(.storeUnavailable)
        }
    }
}

extension LoginError: LocalizedError {
    /// The alert text in the app's fallback language (use `message(in:)` for the screen's).
    public var errorDescription: String? { message(in: LoginText.fallbackStrings) }
}
