import Foundation

/// Where accounts live: checks an email and password against the stored accounts.
public protocol AccountStore: Sendable {
    /// The account whose email is `email` and whose password is `password`, or nil when there is none;
    /// throws when the store cannot be read. Slow on purpose (password hashing): call it off the UI thread.
    func authenticate(email: String, password: String) throws -> Account?
}
