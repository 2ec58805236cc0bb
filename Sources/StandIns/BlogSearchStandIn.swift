import BinderyWeb
import Foundation
import Hummingbird

/// Naver's blog search API's stand-in, over `BlogCorpus`:
/// - `GET v1/search/blog.json?query=&display=&start=&sort=` → `{lastBuildDate, total, start, display, items:
///   [{title, link, description, bloggername, bloggerlink, postdate}]}`; a post matches when every word of
///   the query is in its title or summary (any case); the texts are HTML-escaped and the matches wrapped in
///   `<b>`, as the public API sends them. `X-Naver-Client-Id` / `-Secret` headers are accepted, not required.
/// - `GET v1/search/pages/{id}`: the post's page, which the results link to, so the detail screen works offline.
/// - `GET v1/search/bloggers/{index}`: a blog's page, which `bloggerlink` points to.
public struct BlogSearchStandIn: Sendable {
    /// The search route, relative to the stand-ins' `/api` prefix.
    public static let path: RouterPath = "v1/search/blog.json"

    /// One answer, in the public API's field names.
    public struct Body: Codable, Equatable, Sendable {
        /// When the answer was made (RFC 822).
        public let lastBuildDate: String
        /// How many posts match.
        public let total: Int
        /// The position of the first item.
        public let start: Int
        /// How many items are sent.
        public let display: Int
        /// The posts.
        public let items: [Item]
    }

    /// One post in the answer.
    public struct Item: Codable, Equatable, Sendable {
        /// The title, escaped, matches in `<b>`.
        public let title: String
        /// The post's page.
        public let link: String
        /// The summary, escaped, matches in `<b>`.
        public let description: String
        /// The blog's name, escaped.
        public let bloggername: String
        /// The blog's page.
        public let bloggerlink: String
        /// The publication day, `yyyyMMdd`.
        public let postdate: String
    }

    /// Creates the stand-in.
    public init() {}

    /// Adds the routes to `router`.
    public func addRoutes<Context: RequestContext>(to router: some RouterMethods<Context>) {
        router.get(Self.path) { request, _ in
            let parameters = request.uri.queryParameters
            let query = try BlogSearchRequest(query: parameters["query"], display: parameters["display"],
                                              start: parameters["start"], sort: parameters["sort"])
            let body = self.search(query, origin: Self.origin(of: request))
            return try StandInResponse.json(body)
        }
        router.get("v1/search/pages/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), let post = BlogCorpus.post(id: id) else {
                throw StandInError("No such post.", status: .notFound)
            }
            return Self.html(ArticlePage.post(post, bloggerLink: Self.bloggerPath(post.bloggerName)))
        }
        router.get("v1/search/bloggers/:name") { _, context in
            guard let name = context.parameters.get("name")?.removingPercentEncoding,
                  case let posts = BlogCorpus.posts.filter({ $0.bloggerName == name }), !posts.isEmpty else {
                throw StandInError("No such blog.", status: .notFound)
            }
            return Self.html(ArticlePage.blog(name: name, posts: posts, link: Self.postPath))
        }
    }

    /// The page of results for `request`; links are absolute URLs on `origin` (`http://host:port`).
    public func search(_ request: BlogSearchRequest, origin: String) -> Body {
        let terms = request.query.split(whereSeparator: \.isWhitespace).map(String.init)
        let matches = BlogCorpus.posts.compactMap { post -> (post: BlogCorpus.Post, score: Int)? in
            let text = post.title + "\n" + post.description
            guard terms.allSatisfy({ text.range(of: $0, options: .caseInsensitive) != nil }) else { return nil }
            let score = terms.filter { post.title.range(of: $0, options: .caseInsensitive) != nil }.count
            return (post, score)
        }
        let ordered = matches.sorted { lhs, rhs in
            switch request.sort {
            case .sim: lhs.score != rhs.score ? lhs.score > rhs.score : lhs.post.id < rhs.post.id
            case .date: lhs.post.postDate != rhs.post.postDate ? lhs.post.postDate > rhs.post.postDate : lhs.post.id < rhs.post.id
            }
        }
        let page = ordered.dropFirst(request.start - 1).prefix(request.display).map { match in
            let post = match.post
            return Item(title: Self.highlight(post.title, terms), link: origin + Self.postPath(post.id),
                        description: Self.highlight(post.description, terms), bloggername: HTML.escape(post.bloggerName),
                        bloggerlink: origin + Self.bloggerPath(post.bloggerName), postdate: post.postDate)
        }
        return Body(lastBuildDate: Self.buildDate(), total: ordered.count, start: request.start,
                    display: page.count, items: Array(page))
    }

    /// `text` HTML-escaped, every occurrence of a term (any case) wrapped in `<b>`.
    static func highlight(_ text: String, _ terms: [String]) -> String {
        var marked = [Bool](repeating: false, count: text.count)
        let characters = Array(text)
        for term in terms where !term.isEmpty {
            var searchRange = text.startIndex..<text.endIndex
            while let found = text.range(of: term, options: .caseInsensitive, range: searchRange) {
                let lower = text.distance(from: text.startIndex, to: found.lowerBound)
                let upper = text.distance(from: text.startIndex, to: found.upperBound)
                for index in lower..<upper { marked[index] = true }
                searchRange = found.upperBound..<text.endIndex
            }
        }
        var out = ""
        var inBold = false
        for (character, isMarked) in zip(characters, marked) {
            if isMarked != inBold {
                out += isMarked ? "<b>" : "</b>"
                inBold = isMarked
            }
            out += HTML.escape(String(character))
        }
        if inBold { out += "</b>" }
        return out
    }

    /// The path of a post's page.
    static func postPath(_ id: Int) -> String { "/api/v1/search/pages/\(id)" }

    /// The path of a blog's page.
    static func bloggerPath(_ name: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return "/api/v1/search/bloggers/" + (name.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
    }

    /// `http://` and the request's Host (when it is a plain host[:port]), else loopback.
    static func origin(of request: Request) -> String {
        let host = request.head.authority ?? ""
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]")
        guard !host.isEmpty, host.count <= 255, host.unicodeScalars.allSatisfy(allowed.contains) else {
            return "http://127.0.0.1"
        }
        return "http://" + host
    }

    private static func buildDate() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 9 * 3600)
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        return formatter.string(from: Date())
    }

    private static func html(_ page: String) -> Response {
        Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(string: page)))
    }
}
