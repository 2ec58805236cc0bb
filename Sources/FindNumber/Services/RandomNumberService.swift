import Bindery
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The random-number service over HTTP: `GET {baseURL}/api/v1.0/random?min=&max=&count=1` answers `[n]`.
public struct RandomNumberService: RandomNumberServiceType, Sendable {
    /// The server the `/api/...` path is appended to.
    public let baseURL: URL
    /// The session requests run on.
    public let session: URLSession

    /// Creates a service for the server at `baseURL`.
    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    /// The request URL for one number in `range`, or nil when `baseURL` is not an absolute http(s) URL.
    public func url(for range: ClosedRange<Int>) -> URL? {
        guard ServiceError.isServiceAddress(baseURL),
              var components = URLComponents(url: baseURL.appendingPathComponent("api/v1.0/random"),
                                             resolvingAgainstBaseURL: false)
        else { return nil }
        components.queryItems = [
            URLQueryItem(name: "min", value: String(range.lowerBound)),
            URLQueryItem(name: "max", value: String(range.upperBound)),
            URLQueryItem(name: "count", value: "1"),
        ]
        return components.url
    }

    /// Requests one number in `range`; transport failures and non-200 answers are `networkError`,
    /// bad JSON or an empty array `decodingError`, an unusable base URL `invalidURL`.
    public func fetchNumber(in range: ClosedRange<Int>) -> AnyPublisher<Int, FindNumberError> {
        session.serviceAnswer(to: url(for: range)) { data, response throws(ServiceError) in
            guard let number = try ServiceError.json([Int].self, data: data, response: response).first else {
                throw .unreadableAnswer
            }
            return number
        }
        .mapError(FindNumberError.init)
        .eraseToAnyPublisher()
    }
}
