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
        session.serviceAnswer(to: listURL) { data, response throws(ServiceError) in
            try ServiceError.json([Member].self, data: data, response: response)
        }
    }

    /// Downloads the image at `url` (resolved against the list's URL); an answer that is not an image is an
    /// `unreadableAnswer`.
    public func fetchImage(at url: String) -> AnyPublisher<MemberImage, ServiceError> {
        session.serviceAnswer(to: ServiceError.serviceURL(url, relativeTo: listURL)) { data, response throws(ServiceError) in
            let image = try ServiceError.image(data: data, response: response)
            return MemberImage(data: image.data, mimeType: image.mimeType)
        }
    }
}
