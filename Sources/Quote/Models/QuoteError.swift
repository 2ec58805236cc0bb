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
}
