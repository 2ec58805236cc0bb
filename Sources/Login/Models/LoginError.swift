import Foundation

/// Why a sign-in did not happen; never says which of email or password was wrong.
public enum LoginError: Error, Equatable, Sendable {
    /// No account has this email and password.
    case mismatch
    /// Too many recent failures for this email or this tab; tries are refused for `minutes` more.
    case tooManyAttempts(minutes: Int)
    /// The account store could not be read.
    case storeUnavailable
}
