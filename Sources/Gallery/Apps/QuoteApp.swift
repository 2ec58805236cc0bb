import BinderyWeb
import BinderyWebServer
import Dispatch
import Quote
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Quote (seed 003): a random quote and its author, refreshed on demand.
enum QuoteApp: GalleryApp {
    static let texts: any TextKey.Type = QuoteText.self

    static let entry = AppEntry(
        path: "/quote",
        title: LocalizedText(QuoteText.appTitle),
        summary: LocalizedText(QuoteText.appSummary)
    )

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        let choice = environment.quoteService
        let (apiBaseURL, session) = (environment.apiBaseURL, environment.urlSession)
        registry.register(entry.path, texts: QuoteText.self) { context in
            QuoteViewController {
                QuoteViewModel(quoteService: service(choice, language: context.language.rawValue, apiBaseURL: apiBaseURL, session: session))
            }
        }
    }

    /// The service `choice` names, speaking `language`.
    private static func service(_ choice: QuoteServiceChoice, language: String, apiBaseURL: APIBaseURL,
                                session: URLSession) -> QuoteServiceType {
        switch choice {
        case .http:
            QuoteService(baseURL: apiBaseURL.current, language: language, session: session)
        case .offline:
            OfflineQuoteService(quotes: OfflineQuotes.quotes(in: language),
                                scheduler: DispatchQueue.global().eraseToAnyScheduler())
        }
    }
}
