import Foundation

/// What can go wrong while searching.
public enum SearchError: Error, Equatable, Sendable {
    /// The service's address could not be turned into a request URL.
    case invalidURL
    /// The request failed in transport (no connection, timeout, connection dropped).
    case networkError
    /// The server answered with a status other than 200.
    case badStatus(Int)
    /// The answer was not a page of results.
    case decodingError
}
