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
    static let entry = AppEntry(
        path: "/quote",
        title: LocalizedText(en: "Quote", ko: "오늘의 명언"),
        summary: LocalizedText(
            en: "A random quote and its author; refresh for another.",
            ko: "무작위 명언과 그 말을 남긴 사람을 보여 줍니다. 새로고침하면 다른 명언이 나옵니다."
        )
    )

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        let choice = environment.quoteService
        let (apiBaseURL, session) = (environment.apiBaseURL, environment.urlSession)
        registry.register(entry.path) { context in
            QuoteViewController {
                QuoteViewModel(quoteService: service(choice, language: context.language, apiBaseURL: apiBaseURL, session: session))
            }
        }
    }

    /// The service `choice` names, speaking `language`.
    private static func service(_ choice: QuoteServiceChoice, language: Language, apiBaseURL: APIBaseURL,
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
