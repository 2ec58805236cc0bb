import Foundation

/// `data:` URLs for images the server already holds (downloaded by a service, or drawn), so the page shows
/// them without fetching anything from another origin (the page's policy allows `img-src 'self' data:`).
public enum DataURL {
    /// A base64 `data:` URL of `data` as `mimeType`.
    public static func make(data: Data, mimeType: String) -> String {
        "data:\(mimeType);base64,\(data.base64EncodedString())"
    }

    /// A `data:` URL of an SVG document.
    public static func svg(_ document: String) -> String {
        make(data: Data(document.utf8), mimeType: "image/svg+xml")
    }
}
