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
}
