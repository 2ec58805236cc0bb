import BinderyWeb
import Foundation

/// What can go wrong while fetching a quote.
public enum QuoteError: Error, Equatable, Sendable {
    /// The service's address could not be turned into a request URL.
    case invalidURL
    /// The request failed in transport (no connection, timeout, connection dropped).
    case networkError
    /// The server answered with a status other than 200.
    case badStatus(Int)
    /// The answer was not a quote: not JSON, or without `content` and `author`.
    case decodingError

    /// The message shown for this error, from the app's `strings` in the screen's language.
    public func message(in strings: StringsTable) -> String {
        switch self {
        case .invalidURL:
            strings(.invalidURL)
        case .networkError:
            strings(.networkError)
        case let .badStatus(status):
            strings(.badStatus, status)
        case .decodingError:
            strings(.decodingError)
        }
    }
}

extension QuoteError: LocalizedError {
    /// The message in the app's fallback language (use `message(in:)` for the screen's).
    public var errorDescription: String? { message(in: QuoteText.fallbackStrings) }
}
