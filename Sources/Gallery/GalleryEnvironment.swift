import BinderyWeb
import Foundation
import Login
import PostgresStorage
import Quote
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The environment the gallery gives every app: its data directory, its API base URL, one HTTP session, and the
/// process environment with the gallery's own options for its apps (`--quote-service`, `--database`).
enum GalleryEnvironment {
    /// The apps' HTTP session: a server's, whose requests give up after 10 seconds without data (30 in all) and whose
    /// cancellations never reach Foundation's task registry (``ServerURLSession``).
    static let serviceSession = ServerURLSession.standard

    /// The same, also recording each request and answer in the journal of the session that made it (`--record-journals`).
    static let journalingServiceSession: URLSession = JournalingURLSession(configuration: serviceSession.configuration)

    /// The apps' environment: data in `dataDirectory` (created), services sent to `apiBaseURL`, Quote's service as
    /// `quoteService` names, shared state in `databaseURL` when given (else as `processEnvironment` says), Login's pair
    /// delay `signInDelaySeconds` long when given (`--sign-in-delay-seconds`, tests only), API keys
    /// and endpoints from `processEnvironment`; with `recordsJournals`, the services' requests are recorded in their
    /// sessions' journals.
    static func make(dataDirectory: URL, apiBaseURL: APIBaseURL, quoteService: QuoteServiceChoice, databaseURL: String? = nil,
                     recordsJournals: Bool = false, signInDelaySeconds: Int? = nil,
                     processEnvironment: [String: String] = ProcessInfo.processInfo.environment) -> AppEnvironment {
        var options = [QuoteApp.serviceSetting: quoteService.rawValue]
        options[DatabaseURL.settingName] = databaseURL
        options[LoginApp.pairDelaySetting] = signInDelaySeconds.map(String.init)
        return AppEnvironment(
            dataDirectory: dataDirectory,
            apiBaseURL: { apiBaseURL.current },
            urlSession: recordsJournals ? journalingServiceSession : serviceSession,
            settings: processEnvironment.merging(options) { _, option in option }
        )
    }
}
