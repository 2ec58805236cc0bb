import Foundation
@testable import Login

/// An in-memory account store that answers at once and records every check it is asked for.
final class StubAccountStore: AccountStore, @unchecked Sendable {
    // @unchecked Sendable: every stored property is only touched under `lock`.
    private let lock = NSLock()
    private var passwords: [String: String]
    private var failure: (any Error)?
    private var checked: [Credentials] = []

    /// The error the stub throws on a broken store.
    struct Broken: Error {}

    /// Creates a store holding `accounts` (email → password).
    init(accounts: [String: String] = ["demo@example.com": "password"]) {
        passwords = accounts
    }

    /// Makes every later check throw `error` (nil: answer again).
    func fail(with error: (any Error)?) { lock.withLock { failure = error } }

    /// The credentials checked so far, in order.
    var checks: [Credentials] { lock.withLock { checked } }

    func authenticate(email: String, password: String) throws -> Account? {
        try lock.withLock {
            checked.append(Credentials(email: email, password: password))
            if let failure { throw failure }
            return passwords[email] == password ? Account(email: email) : nil
        }
    }
}
