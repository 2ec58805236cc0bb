import BinderyWeb
import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Quote: a random quote and its author, refreshed on demand.
public enum QuoteApp: WebAppModule {
    public static let texts: any TextKey.Type = QuoteText.self

    public static let path = "/quote"
    public static let title = LocalizedText(QuoteText.appTitle)
    public static let summary = LocalizedText(QuoteText.appSummary)

    /// The setting that picks the service: `offline` for a bundled list after a random delay; anything
    /// else, or none, for HTTP against the API base URL.
    public static let serviceSetting = "quote-service"

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let offline = environment.settings[serviceSetting] == "offline"
        let (apiBaseURL, session) = (environment.apiBaseURL, environment.urlSession)
        registry.register(path, texts: QuoteText.self) { context in
            QuoteViewController {
                QuoteViewModel(quoteService: service(offline: offline, language: context.language.rawValue, apiBaseURL: apiBaseURL, session: session))
            }
        }
    }

    /// The offline service or the HTTP one, speaking the language tagged `language`.
    private static func service(offline: Bool, language: String, apiBaseURL: @Sendable () -> URL,
                                session: URLSession) -> QuoteServiceType {
        guard offline else { return QuoteService(baseURL: apiBaseURL(), language: language, session: session) }
        return OfflineQuoteService(quotes: OfflineQuotes.quotes(in: language),
                                   scheduler: DispatchQueue.global().eraseToAnyScheduler())
    }
}
