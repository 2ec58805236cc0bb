import Foundation

/// What can go wrong while fetching or downloading a cat.
public enum CatsError: Error, Equatable, Sendable {
    /// The service's address (or the picture's) could not be turned into an http(s) URL.
    case invalidURL
    /// The request failed in transport (no connection, timeout, connection dropped).
    case networkError
    /// The server answered with a status other than 200.
    case badStatus(Int)
    /// The answer could not be read: not a list of cats, an empty list, or not an image.
    case decodingError
}
