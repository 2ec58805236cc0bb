import BinderyWeb
import Foundation
import PostgresStorage
import Quote
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The environment the gallery gives every app: its data directory, its API base URL, one HTTP session, and the
/// process environment with the gallery's own options for its apps (`--quote-service`, `--database`).
enum GalleryEnvironment {
    /// A session whose requests give up after 10 seconds without data (and 30 in all), so a hung API
    /// ends in the app's network error within a user's patience instead of URLSession's default minute.
    static let serviceSession: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 10
        configuration.timeoutIntervalForResource = 30
        return URLSession(configuration: configuration)
    }()

    /// The apps' environment: data in `dataDirectory` (created), services sent to `apiBaseURL`, Quote's service as
    /// `quoteService` names, shared state in `databaseURL` when given (else as `processEnvironment` says), API keys
    /// and endpoints from `processEnvironment`.
    static func make(dataDirectory: URL, apiBaseURL: APIBaseURL, quoteService: QuoteServiceChoice, databaseURL: String? = nil,
                     processEnvironment: [String: String] = ProcessInfo.processInfo.environment) -> AppEnvironment {
        var options = [QuoteApp.serviceSetting: quoteService.rawValue]
        options[DatabaseURL.settingName] = databaseURL
        return AppEnvironment(
            dataDirectory: dataDirectory,
            apiBaseURL: { apiBaseURL.current },
            urlSession: serviceSession,
            settings: processEnvironment.merging(options) { _, option in option }
        )
    }
}
