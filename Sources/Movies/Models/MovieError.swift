import BinderyWeb
import Foundation

/// What can go wrong while fetching movies.
public enum MovieError: Error, Equatable, Sendable {
    /// The service's address could not be turned into a request URL.
    case invalidURL
    /// The request failed in transport (no connection, timeout, connection dropped).
    case networkError
    /// The movie does not exist (HTTP 404).
    case notFound
    /// The server answered with another status than 200.
    case badStatus(Int)
    /// The answer was not a movie or a list of movies.
    case decodingError

    /// The message shown for this error, from the app's `strings` in the screen's language.
    public func message(in strings: StringsTable) -> String {
        switch self {
        case .invalidURL:
            strings(.invalidURL)
        case .networkError:
            strings(.networkError)
        case .notFound:
            strings(.movieNotFound)
        case let .badStatus(status):
            strings(.badStatus, status)
        case .decodingError:
            strings(.decodingError)
        }
    }
}

extension MovieError: LocalizedError {
    /// The message in the app's fallback language (use `message(in:)` for the screen's).
    public var errorDescription: String? { message(in: MoviesText.fallbackStrings) }
}
