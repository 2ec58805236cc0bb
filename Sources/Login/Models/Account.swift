import Foundation

/// A signed-in account: who the welcome screen greets. Codable, so a browser's sign-in is shared by every instance
/// of a server with a shared database.
public struct Account: Codable, Equatable, Sendable {
    /// The account's email address, as stored (trimmed, lower-cased).
    public let email: String

    /// Creates an account value for `email` (normalized).
    public init(email: String) {
        self.email = Self.normalize(email: email)
    }

    /// The form an email is stored and looked up in: surrounding whitespace removed, lower-cased.
    public static func normalize(email: String) -> String {
        email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
