import Bindery
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The members service over HTTP: `GET {baseURL}/api/members` answers `[{"id", "name", "avatar", "job", "age"}]`,
/// and each avatar is downloaded from its URL.
public struct MembersService: MembersServiceType, Sendable {
    /// The server the `/api/...` path is appended to.
    public let baseURL: URL
    /// The session requests run on.
    public let session: URLSession

    /// Creates a service for the server at `baseURL`.
    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    /// The list's URL, or nil when `baseURL` is not an absolute http(s) URL.
    public var listURL: URL? {
        Self.isHTTP(baseURL) ? baseURL.appendingPathComponent("api/members") : nil
    }

    /// Requests the list: `networkError` for transport failures, `badStatus` for an answer other than 200,
    /// `decodingError` for a body that is not a member list, `invalidURL` for an unusable base URL.
    public func fetchMembers() -> AnyPublisher<[Member], MembersError> {
        guard let url = listURL else { return Fail(error: .invalidURL).eraseToAnyPublisher() }
        return session.dataTaskPublisher(for: url)
            .mapError { _ in MembersError.networkError }
            .tryMap { data, response in
                try Self.checkStatus(response)
                guard let members = try? JSONDecoder().decode([Member].self, from: data) else { throw MembersError.decodingError }
                return members
            }
            .mapError { $0 as? MembersError ?? .networkError }
            .eraseToAnyPublisher()
    }

    /// Downloads the image at `url` (resolved against the list's URL); an answer that is not an image is a `decodingError`.
    public func fetchImage(at url: String) -> AnyPublisher<MemberImage, MembersError> {
        guard let imageURL = URL(string: url, relativeTo: listURL)?.absoluteURL, Self.isHTTP(imageURL) else {
            return Fail(error: .invalidURL).eraseToAnyPublisher()
        }
        return session.dataTaskPublisher(for: imageURL)
            .mapError { _ in MembersError.networkError }
            .tryMap { data, response in
                try Self.checkStatus(response)
                guard let mimeType = response.mimeType?.lowercased(), mimeType.hasPrefix("image/"), !data.isEmpty else {
                    throw MembersError.decodingError
                }
                return MemberImage(data: data, mimeType: mimeType)
            }
            .mapError { $0 as? MembersError ?? .networkError }
            .eraseToAnyPublisher()
    }

    private static func checkStatus(_ response: URLResponse) throws(MembersError) {
        guard let http = response as? HTTPURLResponse else { throw .networkError }
        guard http.statusCode == 200 else { throw .badStatus(http.statusCode) }
    }

    private static func isHTTP(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return url.host?.isEmpty == false
    }
}
