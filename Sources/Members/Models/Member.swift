/// One member of the list, in the public members API's field names.
public struct Member: Decodable, Equatable, Sendable {
    /// The member's number, which names the detail screen (`/members/{id}`).
    public let id: Int
    /// The full name.
    public let name: String
    /// The URL of the avatar image (absolute, or relative to the list's URL).
    public let avatar: String
    /// What the member does.
    public let job: String
    /// The age in years.
    public let age: Int
}
