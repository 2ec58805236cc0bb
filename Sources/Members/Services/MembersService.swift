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
        ServiceError.isServiceAddress(baseURL) ? baseURL.appendingPathComponent("api/members") : nil
    }

    /// Requests the list: `unreachable` for transport failures, `badStatus` for an answer other than 200,
    /// `unreadableAnswer` for a body that is not a member list, `invalidAddress` for an unusable base URL.
    public func fetchMembers() -> AnyPublisher<[Member], ServiceError> {
        guard let url = listURL else { return Fail(error: .invalidAddress).eraseToAnyPublisher() }
        return session.dataTaskPublisher(for: url)
            .mapError { _ in ServiceError.unreachable }
            .tryMap { data, response in
                try ServiceError.check(status: (response as? HTTPURLResponse)?.statusCode)
                guard let members = try? JSONDecoder().decode([Member].self, from: data) else {
                    throw ServiceError.unreadableAnswer
                }
                return members
            }
            .mapError { $0 as? ServiceError ?? .unreachable }
            .eraseToAnyPublisher()
    }

    /// Downloads the image at `url` (resolved against the list's URL); an answer that is not an image is an
    /// `unreadableAnswer`.
    public func fetchImage(at url: String) -> AnyPublisher<MemberImage, ServiceError> {
        guard let imageURL = URL(string: url, relativeTo: listURL)?.absoluteURL, ServiceError.isServiceAddress(imageURL) else {
            return Fail(error: .invalidAddress).eraseToAnyPublisher()
        }
        return session.dataTaskPublisher(for: imageURL)
            .mapError { _ in ServiceError.unreachable }
            .tryMap { data, response in
                try ServiceError.check(status: (response as? HTTPURLResponse)?.statusCode)
                guard let mimeType = response.mimeType?.lowercased(), mimeType.hasPrefix("image/"), !data.isEmpty else {
                    throw ServiceError.unreadableAnswer
                }
                return MemberImage(data: data, mimeType: mimeType)
            }
            .mapError { $0 as? ServiceError ?? .unreachable }
            .eraseToAnyPublisher()
    }
}
