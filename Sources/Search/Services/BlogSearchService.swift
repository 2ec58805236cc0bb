import Bindery
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The blog search over HTTP, in the shape of Naver's search API:
/// `GET {endpoint}?query=&display=&start=&sort=sim` with `X-Naver-Client-Id` / `X-Naver-Client-Secret`,
/// answered by `{lastBuildDate, total, start, display, items: [{title, link, description, bloggername,
/// bloggerlink, postdate}]}`, `<b>` marking the matches.
public struct BlogSearchService: SearchServiceType, Sendable {
    /// Where the stand-in answers, relative to the API base URL.
    public static let standInPath = "api/v1/search/blog.json"
    /// The public API's endpoint (needs a client id and secret).
    public static let naverEndpoint = URL(string: "https://openapi.naver.com/v1/search/blog.json")!

    /// The search endpoint.
    public let endpoint: URL
    /// The `X-Naver-Client-Id` header, if any.
    public let clientID: String?
    /// The `X-Naver-Client-Secret` header, if any.
    public let clientSecret: String?
    /// The session requests run on.
    public let session: URLSession

    /// Creates a service calling `endpoint` with the given credentials.
    public init(endpoint: URL, clientID: String? = nil, clientSecret: String? = nil, session: URLSession = .shared) {
        self.endpoint = endpoint
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.session = session
    }

    /// Creates a service calling the stand-in path under `apiBaseURL`.
    public init(apiBaseURL: URL, session: URLSession = .shared) {
        self.init(endpoint: apiBaseURL.appendingPathComponent(Self.standInPath), session: session)
    }

    /// The HTTP request for `request`, or nil when the endpoint is not an absolute http(s) URL.
    public func urlRequest(for request: SearchRequest) -> URLRequest? {
        guard ServiceError.isServiceAddress(endpoint),
              var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)
        else { return nil }
        components.queryItems = [
            URLQueryItem(name: "query", value: request.query),
            URLQueryItem(name: "display", value: String(request.display)),
            URLQueryItem(name: "start", value: String(request.start)),
            URLQueryItem(name: "sort", value: "sim"),
        ]
        // URLComponents leaves "+" as is, which a server reads as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        guard let url = components.url else { return nil }
        var urlRequest = URLRequest(url: url)
        if let clientID { urlRequest.setValue(clientID, forHTTPHeaderField: "X-Naver-Client-Id") }
        if let clientSecret { urlRequest.setValue(clientSecret, forHTTPHeaderField: "X-Naver-Client-Secret") }
        return urlRequest
    }

    /// Requests one page; the failure is always a `ServiceError`. Cancelling cancels the URLSession task.
    public func search(_ request: SearchRequest) -> AnyPublisher<SearchPage, Error> {
        session.serviceAnswer(to: urlRequest(for: request)) { data, response throws(ServiceError) in
            let body = try ServiceError.json(Body.self, data: data, response: response)
            return Self.page(of: body)
        }
        .mapError { $0 as Error }
        .eraseToAnyPublisher()
    }

    /// The page an answer's body holds, its highlights parsed.
    private static func page(of body: Body) -> SearchPage {
        SearchPage(total: body.total, start: body.start, items: body.items.map { item in
            SearchResult(title: HighlightedText.parse(item.title),
                         description: HighlightedText.parse(item.description),
                         link: item.link,
                         bloggerName: HighlightedText.plainText(item.bloggername ?? ""),
                         postDate: item.postdate ?? "")
        })
    }

    /// The API's answer (`lastBuildDate` and `display` are not needed).
    private struct Body: Decodable {
        let total: Int
        let start: Int
        let items: [Item]
    }

    /// One post in the API's field names.
    private struct Item: Decodable {
        let title: String
        let link: String
        let description: String
        let bloggername: String?
        let postdate: String?
    }
}
