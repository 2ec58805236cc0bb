import BinderyWeb
import Foundation

extension LoginError: LocalizedMessage {
    /// The alert text for this error, from the app's `strings` in the screen's language.
    public func message(in strings: StringsTable) -> String {
        switch self {
        case .mismatch: strings(LoginText.mismatch)
        case let .tooManyAttempts(minutes):
            strings(minutes == 1 ? LoginText.tooManyAttemptsOneMinute : LoginText.tooManyAttempts, minutes)
        case .storeUnavailable: strings(LoginText.storeUnavailable)
        }
    }
}

extension LoginError: LocalizedError {
    /// The alert text in the app's fallback language (use `message(in:)` for the screen's).
    public var errorDescription: String? { message(in: LoginText.fallbackStrings) }
}
