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

    /// What the search screens use: the server's (`live`), or a test's stubs given with `AppEnvironment.providing`.
    public struct Services {
        /// Makes the search service of a new screen.
        public var search: () -> SearchServiceType

        /// Services made of these.
        public init(search: @escaping () -> SearchServiceType) { self.search = search }

        /// The stand-in under the environment's API base URL, or the endpoint its settings name (`service`).
        public static func live(_ environment: AppEnvironment) -> Services {
            let (apiBaseURL, session, settings) = (environment.apiBaseURL, environment.urlSession, environment.settings)
            return Services { service(apiBaseURL: apiBaseURL, settings: settings, session: session) }
        }
    }

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let services = environment.services(or: Services.live)
        registry.register(path, texts: Texts.self) { _ in
            SearchViewController { SearchViewModel(service: services.search()) }
        }
        registry.register(SearchViewController.detailPath, texts: Texts.self) { context in
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
