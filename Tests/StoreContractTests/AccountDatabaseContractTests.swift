import Foundation
import Login
import Testing

/// The account store's contract, proven on every backend: bcrypt hashes, never the password; normalized, unique
/// emails, even between two instances racing to create one; accounts that survive a new instance.
@Suite struct AccountDatabaseContractTests {
    @Test(arguments: StoreBackend.underTest)
    func theDemoAccountIsCreatedOnceAndSignsIn(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let store = try place.openAccountDatabase()
        try store.createDemoAccountIfNeeded()
        let firstHash = try store.passwordHash(email: "demo@example.com")

        try store.createDemoAccountIfNeeded()
        let reopened = try place.openAccountDatabase()
        try reopened.createDemoAccountIfNeeded()

        #expect(try reopened.passwordHash(email: "demo@example.com") == firstHash, "created once, never rehashed")
        #expect(try reopened.authenticate(email: "demo@example.com", password: "password") == Account(email: "demo@example.com"))
    }

    @Test(arguments: StoreBackend.underTest)
    func theEmailsAreListedInOrderUpToTheLimit(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let store = try place.openAccountDatabase()
        for email in ["Lee@example.com", "ann@example.com", "kim@example.com"] {
            try store.createAccount(email: email, password: "secret!")
        }

        #expect(try place.openAccountDatabase().emails(limit: 10) == ["ann@example.com", "kim@example.com", "lee@example.com"])
        #expect(try store.emails(limit: 2) == ["ann@example.com", "kim@example.com"])
    }

    @Test(arguments: StoreBackend.underTest)
    func passwordsAreStoredAsSaltedBcryptHashes(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let store = try place.openAccountDatabase()
        try store.createAccount(email: "someone@example.com", password: "correct horse")
        try store.createAccount(email: "twin@example.com", password: "correct horse")

        let hash = try #require(try store.passwordHash(email: "someone@example.com"))
        #expect(hash.hasPrefix("$2b$04$"))
        #expect(hash.count == 60)
        #expect(try store.passwordHash(email: "twin@example.com") != hash, "salted: the same password hashes differently")
    }

    @Test(arguments: StoreBackend.underTest)
    func verifiesTheRightPasswordAndRefusesWrongOnesAndUnknownEmails(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let store = try place.openAccountDatabase()
        try store.createDemoAccountIfNeeded()

        #expect(try store.authenticate(email: "demo@example.com", password: "password") != nil)
        #expect(try store.authenticate(email: " DEMO@example.com", password: "password") == Account(email: "demo@example.com"))
        #expect(try store.authenticate(email: "demo@example.com", password: "Password") == nil)
        #expect(try store.authenticate(email: "demo@example.com", password: "password ") == nil)
        #expect(try store.authenticate(email: "demo@example.com", password: "password\0extra") == nil)
        #expect(try store.authenticate(email: "nobody@example.com", password: "password") == nil)
    }

    @Test(arguments: StoreBackend.underTest)
    func aTakenEmailIsNotCreatedAgain(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let store = try place.openAccountDatabase()
        #expect(try store.createAccount(email: "a@b.com", password: "first-password"))
        #expect(try !store.createAccount(email: "A@B.com", password: "second-password"))
        #expect(try store.exists(email: " a@B.com"))
        #expect(try store.authenticate(email: "a@b.com", password: "first-password") != nil)
        #expect(try store.authenticate(email: "a@b.com", password: "second-password") == nil)
    }

    @Test(arguments: StoreBackend.underTest)
    func twoInstancesRacingToCreateOneEmailCreateItOnce(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let stores = [try place.openAccountDatabase(), try place.openAccountDatabase()]
        _ = try stores[1].exists(email: "warm@example.com")  // both schemas ready before the race
        let outcomes = Tally()

        DispatchQueue.concurrentPerform(iterations: 6) { worker in
            switch Result(catching: { try stores[worker % 2].createAccount(email: "race@example.com", password: "pw-\(worker)") }) {
            case .success(true): outcomes.add(.success)
            case .success(false): outcomes.add(.refusal)
            case .failure: outcomes.add(.failure)
            }
        }

        #expect(outcomes.count(.success) == 1)
        #expect(outcomes.count(.refusal) + outcomes.count(.failure) == 5)
        #expect(try place.integer("SELECT COUNT(*) FROM account", file: "accounts.sqlite") == 1)
    }

    @Test(arguments: StoreBackend.underTest)
    func accountsSurviveANewInstance(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        try place.openAccountDatabase().createAccount(email: "kept@example.com", password: "kept-password")
        #expect(try place.openAccountDatabase().authenticate(email: "kept@example.com", password: "kept-password") != nil)
    }
}
