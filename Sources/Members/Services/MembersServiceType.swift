import Bindery

/// Fetches the member list and downloads avatars.
public protocol MembersServiceType {
    /// A publisher of the member list; cancelling it cancels the request.
    func fetchMembers() -> AnyPublisher<[Member], ServiceError>
    /// A publisher of the image at `url` (absolute, or relative to the list's URL); cancelling it cancels the download.
    func fetchImage(at url: String) -> AnyPublisher<MemberImage, ServiceError>
}
