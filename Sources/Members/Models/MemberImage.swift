import Foundation

/// A downloaded image: its bytes and their media type (`image/...`).
public struct MemberImage: Equatable, Sendable {
    /// The image's bytes.
    public let data: Data
    /// The media type the server gave, e.g. `image/svg+xml`.
    public let mimeType: String
}

/// Where one avatar's download stands.
public enum AvatarState: Equatable, Sendable {
    /// Still downloading: show a placeholder.
    case loading
    /// Downloaded.
    case loaded(MemberImage)
    /// The download failed: show the failure image.
    case failed
}

/// One member with its avatar's state, as a row or the detail screen shows it.
public struct MemberRow: Equatable, Sendable {
    /// The member.
    public let member: Member
    /// The avatar's download state.
    public let avatar: AvatarState
}
