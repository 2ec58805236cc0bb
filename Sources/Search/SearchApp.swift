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
public enum SearchApp: TextKeyedWebAppModule {
    public typealias Texts = SearchText

    public static let path = "/search"
    /// The search bar, the results and the post's frame (`search.css`, a resource of this module).
    public static let stylesheet: String? = bundledStylesheet(named: "search", in: .module)

    /// The search service each search screen is made with: the stand-in under the environment's API base URL, or the
    /// endpoint its settings name (`service(in:)`), or a test's stub given with `AppEnvironment.providing`.
    public typealias Services = PerScreen<any SearchServiceType>

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let search: Services = environment.perScreen(or: service(in:))
        registry.register(path, texts: Texts.self) { _ in
            SearchViewController { SearchViewModel(service: search.make()) }
        }
        registry.register(SearchViewController.detailPath, texts: Texts.self) { context in
            let results = SearchDetailViewController.shownResults(in: context.sessionValues)
            return SearchDetailViewController { SearchDetailViewModel(address: context.query["url"], results: results) }
        }
    }

    /// The stand-in's service under the environment's API base URL (read now), or the one `SEARCH_API_URL` and the
    /// Naver credentials in its settings name.
    static func service(in environment: AppEnvironment) -> any SearchServiceType {
        let (settings, session) = (environment.settings, environment.urlSession)
        if let endpoint = settings["SEARCH_API_URL"].flatMap(URL.init(string:)) {
            return BlogSearchService(endpoint: endpoint, clientID: settings["NAVER_CLIENT_ID"],
                                     clientSecret: settings["NAVER_CLIENT_SECRET"], session: session)
        }
        return BlogSearchService(apiBaseURL: environment.apiBaseURL(), session: session)
    }
}
