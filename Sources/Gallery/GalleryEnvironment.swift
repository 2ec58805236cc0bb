import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What every app's wiring is given: where its data lives and where its services find the APIs.
struct GalleryEnvironment: Sendable {
    /// The data directory (created), for persistent records.
    let dataDirectory: URL
    /// The base URL services append `/api/...` paths to.
    let apiBaseURL: APIBaseURL
    /// Which quote service the Quote app uses (`--quote-service`).
    var quoteService: QuoteServiceChoice = .http
    /// The HTTP session every service's requests run on.
    var urlSession: URLSession = Self.serviceSession

    /// A session whose requests give up after 10 seconds without data (and 30 in all), so a hung API
    /// ends in the app's network error within a user's patience instead of URLSession's default minute.
    static let serviceSession: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 10
        configuration.timeoutIntervalForResource = 30
        return URLSession(configuration: configuration)
    }()
}
