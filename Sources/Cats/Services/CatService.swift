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
        var request = searchURL.map { URLRequest(url: $0) }
        if let apiKey { request?.setValue(apiKey, forHTTPHeaderField: "x-api-key") }
        return session.serviceAnswer(to: request) { data, response throws(ServiceError) in
            guard let cat = try ServiceError.json([Cat].self, data: data, response: response).first else {
                throw .unreadableAnswer
            }
            return cat
        }
    }

    /// Downloads `cat`'s picture (its URL resolved against the search URL); an answer that is not an image is an
    /// `unreadableAnswer`.
    public func downloadPicture(of cat: Cat) -> AnyPublisher<CatPicture, ServiceError> {
        session.serviceAnswer(to: ServiceError.serviceURL(cat.url, relativeTo: searchURL)) { data, response throws(ServiceError) in
            let picture = try ServiceError.image(data: data, response: response)
            return CatPicture(cat: cat, data: picture.data, mimeType: picture.mimeType)
        }
    }
}
