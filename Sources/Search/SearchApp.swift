import BinderyWeb
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Search: blog search with debounce, latest-wins, paging, and the result's page in a web view.
///
/// The service calls the stand-in under the API base URL; `SEARCH_API_URL` (a full endpoint such as
/// `https://openapi.naver.com/v1/search/blog.json`) with `NAVER_CLIENT_ID` and `NAVER_CLIENT_SECRET` points
/// it at the public API instead.
public enum SearchApp: WebAppModule {
    public static let texts: any TextKey.Type = SearchText.self

    public static let path = "/search"
    public static let title = LocalizedText(SearchText.appTitle)
    public static let summary = LocalizedText(SearchText.appSummary)

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let (apiBaseURL, session) = (environment.apiBaseURL, environment.urlSession)
        let settings = environment.settings
        registry.register(path, texts: SearchText.self) { _ in
            SearchViewController { SearchViewModel(service: service(apiBaseURL: apiBaseURL, settings: settings, session: session)) }
        }
        registry.register(SearchViewController.detailPath, texts: SearchText.self) { context in
            let results = SearchDetailViewController.shownResults(in: context.sessionValues)
            return SearchDetailViewController { SearchDetailViewModel(address: context.query["url"], results: results) }
        }
    }

    /// The stand-in's service, or the one `SEARCH_API_URL` and the Naver credentials name.
    static func service(apiBaseURL: @Sendable () -> URL, settings: [String: String], session: URLSession) -> BlogSearchService {
        if let endpoint = settings["SEARCH_API_URL"].flatMap(URL.init(string:)) {
            return BlogSearchService(endpoint: endpoint, clientID: settings["NAVER_CLIENT_ID"],
                                     clientSecret: settings["NAVER_CLIENT_SECRET"], session: session)
        }
        return BlogSearchService(apiBaseURL: apiBaseURL(), session: session)
    }
}
