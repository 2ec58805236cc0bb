import BinderyWeb
import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Quote: a random quote and its author, refreshed on demand.
public enum QuoteApp: TextKeyedWebAppModule {
    public typealias Texts = QuoteText

    public static let path = "/quote"

    /// The setting that picks the service: `offline` for a bundled list after a random delay; anything
    /// else, or none, for HTTP against the API base URL.
    public static let serviceSetting = "quote-service"

    /// What the screen uses: the server's (`live`), or a test's stubs given with `AppEnvironment.providing`.
    public struct Services {
        /// Makes the quote service of a new screen, speaking its language.
        public var quotes: (Language) -> QuoteServiceType

        /// Services made of these.
        public init(quotes: @escaping (Language) -> QuoteServiceType) { self.quotes = quotes }

        /// The offline service when the environment's `serviceSetting` says `offline`, else the HTTP one under its
        /// API base URL.
        public static func live(_ environment: AppEnvironment) -> Services {
            let offline = environment.settings[serviceSetting] == "offline"
            let (apiBaseURL, session) = (environment.apiBaseURL, environment.urlSession)
            return Services { language in
                service(offline: offline, language: language.rawValue, apiBaseURL: apiBaseURL, session: session)
            }
        }
    }

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let services = environment.services(or: Services.live)
        registry.register(path, texts: Texts.self) { context in
            QuoteViewController { QuoteViewModel(quoteService: services.quotes(context.language)) }
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
