import Bindery
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The quote service over HTTP: `GET {baseURL}/api/quotes/random?lang=en|ko` answers
/// `{"_id", "content", "author", "tags", "length"}`, as the public quotes API does.
public struct QuoteService: QuoteServiceType, Sendable {
    /// The server the `/api/...` path is appended to.
    public let baseURL: URL
    /// The tag of the language the quotes are asked for in (`en`, `ko`), sent as `?lang=`.
    public let language: String
    /// The session requests run on.
    public let session: URLSession

    /// Creates a service for the server at `baseURL`, asking for quotes in `language`.
    public init(baseURL: URL, language: String = "en", session: URLSession = .shared) {
        self.baseURL = baseURL
        self.language = language
        self.session = session
    }

    /// The request URL, or nil when `baseURL` is not an absolute http(s) URL.
    public var url: URL? {
        guard ServiceError.isServiceAddress(baseURL),
              var components = URLComponents(url: baseURL.appendingPathComponent("api/quotes/random"),
                                             resolvingAgainstBaseURL: false)
        else { return nil }
        components.queryItems = [URLQueryItem(name: "lang", value: language)]
        return components.url
    }

    /// Requests one quote; the failure is always a `ServiceError`: `unreachable` for transport failures,
    /// `badStatus` for an answer other than 200, `unreadableAnswer` for a body that is not a quote.
    public func getRandomQuote() -> AnyPublisher<Quote, Error> {
        session.serviceAnswer(to: url) { data, response throws(ServiceError) in
            try ServiceError.json(Quote.self, data: data, response: response)
        }
        .mapError { $0 as Error }
        .eraseToAnyPublisher()
    }
}
