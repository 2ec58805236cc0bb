import Bindery
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The cat service over HTTP: `GET {baseURL}/api/v1/images/search` answers `[{"id", "url", "width", "height"}]`
/// as the public cat API does (with `x-api-key` when a key is given), and the picture is downloaded from its URL.
public struct CatService: CatServiceType, Sendable {
    /// The server the `/api/...` path is appended to.
    public let baseURL: URL
    /// The public API's key, sent as `x-api-key` when set.
    public let apiKey: String?
    /// The session requests run on.
    public let session: URLSession

    /// Creates a service for the server at `baseURL`.
    public init(baseURL: URL, apiKey: String? = nil, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.session = session
    }

    /// The search URL, or nil when `baseURL` is not an absolute http(s) URL.
    public var searchURL: URL? {
        ServiceError.isServiceAddress(baseURL) ? baseURL.appendingPathComponent("api/v1/images/search") : nil
    }

    /// Asks for one random cat: `unreachable` for transport failures, `badStatus` for an answer other than
    /// 200, `unreadableAnswer` for a body that is not a non-empty list of cats, `invalidAddress` for an unusable base
    /// URL.
    public func fetchRandomCat() -> AnyPublisher<Cat, ServiceError> {
        guard let url = searchURL else { return Fail(error: .invalidAddress).eraseToAnyPublisher() }
        var request = URLRequest(url: url)
        if let apiKey { request.setValue(apiKey, forHTTPHeaderField: "x-api-key") }
        return session.dataTaskPublisher(for: request)
            .mapError { _ in ServiceError.unreachable }
            .tryMap { data, response in
                try ServiceError.check(status: (response as? HTTPURLResponse)?.statusCode)
                guard let cat = (try? JSONDecoder().decode([Cat].self, from: data))?.first else {
                    throw ServiceError.unreadableAnswer
                }
                return cat
            }
            .mapError { $0 as? ServiceError ?? .unreachable }
            .eraseToAnyPublisher()
    }

    /// Downloads `cat`'s picture (its URL resolved against the search URL); an answer that is not an image is an
    /// `unreadableAnswer`.
    public func downloadPicture(of cat: Cat) -> AnyPublisher<CatPicture, ServiceError> {
        guard let url = URL(string: cat.url, relativeTo: searchURL)?.absoluteURL, ServiceError.isServiceAddress(url) else {
            return Fail(error: .invalidAddress).eraseToAnyPublisher()
        }
        return session.dataTaskPublisher(for: url)
            .mapError { _ in ServiceError.unreachable }
            .tryMap { data, response in
                try ServiceError.check(status: (response as? HTTPURLResponse)?.statusCode)
                guard let mimeType = response.mimeType?.lowercased(), mimeType.hasPrefix("image/"), !data.isEmpty else {
                    throw ServiceError.unreadableAnswer
                }
                return CatPicture(cat: cat, data: data, mimeType: mimeType)
            }
            .mapError { $0 as? ServiceError ?? .unreachable }
            .eraseToAnyPublisher()
    }
}
