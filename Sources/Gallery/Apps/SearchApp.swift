import BinderyWeb
import BinderyWebServer
import Foundation
import Search
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Search (seed 002): blog search with debounce, latest-wins, paging, and the result's page in a web view.
///
/// The service calls the stand-in under the API base URL; `SEARCH_API_URL` (a full endpoint such as
/// `https://openapi.naver.com/v1/search/blog.json`) with `NAVER_CLIENT_ID` and `NAVER_CLIENT_SECRET` points
/// it at the public API instead.
enum SearchApp: GalleryApp {
    static let entry = AppEntry(
        path: "/search",
        title: LocalizedText(en: "Blog search", ko: "블로그 검색"),
        summary: LocalizedText(
            en: "Search blog posts as you type; matches are highlighted, more results load on demand, and a post opens in a web view.",
            ko: "입력을 멈추면 블로그 글을 검색합니다. 일치하는 부분을 강조하고, 더 보기로 결과를 이어 불러오며, 글은 웹 뷰로 엽니다."
        )
    )

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        let (apiBaseURL, session) = (environment.apiBaseURL, environment.urlSession)
        let settings = ProcessInfo.processInfo.environment
        registry.register(entry.path) { _ in
            SearchViewController { SearchViewModel(service: service(apiBaseURL: apiBaseURL, settings: settings, session: session)) }
        }
        registry.register(SearchViewController.detailPath) { context in
            let results = SearchDetailViewController.shownResults(in: context.sessionValues)
            return SearchDetailViewController { SearchDetailViewModel(address: context.query["url"], results: results) }
        }
    }

    /// The stand-in's service, or the one `SEARCH_API_URL` and the Naver credentials name.
    static func service(apiBaseURL: APIBaseURL, settings: [String: String], session: URLSession) -> BlogSearchService {
        if let endpoint = settings["SEARCH_API_URL"].flatMap(URL.init(string:)) {
            return BlogSearchService(endpoint: endpoint, clientID: settings["NAVER_CLIENT_ID"],
                                     clientSecret: settings["NAVER_CLIENT_SECRET"], session: session)
        }
        return BlogSearchService(apiBaseURL: apiBaseURL.current, session: session)
    }
}
