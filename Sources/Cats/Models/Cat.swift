import Foundation

/// One search result of the cat API: a picture's id, URL and size (the public API's fields; others are ignored).
public struct Cat: Decodable, Equatable, Sendable {
    /// The picture's id.
    public let id: String
    /// The picture's URL (absolute, or relative to the search URL).
    public let url: String
    /// The picture's width in pixels.
    public let width: Int
    /// The picture's height in pixels.
    public let height: Int
}

/// A downloaded cat picture: which cat, the bytes and their media type (`image/...`).
public struct CatPicture: Equatable, Sendable {
    /// The cat the picture shows.
    public let cat: Cat
    /// The picture's bytes.
    public let data: Data
    /// The media type the server gave, e.g. `image/svg+xml`.
    public let mimeType: String
}
