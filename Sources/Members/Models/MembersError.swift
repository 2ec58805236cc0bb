import Foundation

/// What can go wrong while fetching members or their avatars.
public enum MembersError: Error, Equatable, Sendable {
    /// The service's address (or an avatar's) could not be turned into an http(s) URL.
    case invalidURL
    /// The request failed in transport (no connection, timeout, connection dropped).
    case networkError
    /// The server answered with a status other than 200.
    case badStatus(Int)
    /// The answer could not be read: not a member list, or not an image.
    case decodingError
    /// The list has no member with this id.
    case notFound(Int)
}
