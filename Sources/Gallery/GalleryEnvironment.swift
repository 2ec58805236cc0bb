import Foundation

/// What every app's wiring is given: where its data lives and where its services find the APIs.
struct GalleryEnvironment: Sendable {
    /// The data directory (created), for persistent records.
    let dataDirectory: URL
    /// The base URL services append `/api/...` paths to.
    let apiBaseURL: APIBaseURL
    /// Which quote service the Quote app uses (`--quote-service`).
    var quoteService: QuoteServiceChoice = .http
}
