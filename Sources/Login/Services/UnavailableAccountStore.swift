import Foundation

/// The account store used when the real one could not be opened: every check throws `reason`,
/// so the sign-in screen says sign-in is unavailable instead of the gallery failing to start.
public struct UnavailableAccountStore: AccountStore {
    /// Why the real store could not be opened.
    public let reason: any Error

    /// Creates a store that fails with `reason`.
    public init(reason: any Error) {
        self.reason = reason
    }

    /// Always throws `reason`.
    public func authenticate(email: String, password: String) throws -> Account? {
        throw reason
    }
}
