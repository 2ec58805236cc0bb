import HummingbirdBcrypt

/// Salted bcrypt hashes of passwords, and their check in constant shape: an unknown email is checked against a
/// dummy hash of the same cost, so a miss takes as long as a wrong password.
struct PasswordHasher: Sendable {
    /// The cost (log2 of the rounds) new hashes are made with.
    let cost: UInt8
    private let dummyHash: String

    /// A hasher at `cost`; makes the dummy hash now (slow on purpose).
    init(cost: UInt8) {
        self.cost = cost
        dummyHash = Bcrypt.hash("dummy password for unknown emails", cost: cost)
    }

    /// A new salted hash of `password`.
    func hash(_ password: String) -> String {
        Bcrypt.hash(password, cost: cost)
    }

    /// Whether `password` matches `stored`, the hash of an account (nil: no such account, which never matches). A
    /// password holding a NUL character never matches (bcrypt would stop reading at it).
    func matches(_ password: String, stored: String?) -> Bool {
        let matches = Bcrypt.verify(password, hash: stored ?? dummyHash)
        return stored != nil && matches && !password.contains("\0")
    }
}
