import BinderyWeb
import Foundation

/// What can go wrong while fetching a target number.
public enum FindNumberError: Error, Equatable, Sendable {
    /// The service's address could not be turned into a request URL.
    case invalidURL
    /// The request failed in transport, or the server answered with a status other than 200.
    case networkError
    /// The answer was not a JSON array holding at least one integer.
    case decodingError

    /// The alert text for this error, from the app's `strings` in the screen's language.
    public func message(in strings: StringsTable) -> String {
        switch self {
        case .invalidURL: strings(.invalidURL)
        case .networkError: strings(.networkError)
        case .decodingError: strings(.decodingError)
        }
    }
}

extension FindNumberError: LocalizedError {
    /// The alert text in the app's fallback language (use `message(in:)` for the screen's).
    public var errorDescription: String? { message(in: FindNumberText.fallbackStrings) }
}
