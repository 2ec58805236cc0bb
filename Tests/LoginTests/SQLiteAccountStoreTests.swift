import Foundation
import Login
import Testing

/// The GRDB account store against a real SQLite file in a temporary directory.
struct SQLiteAccountStoreTests {
    let directory: TemporaryDirectory
    let path: String

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("accounts.sqlite")
    }

    /// A store on the test's file; cost 4 (bcrypt's least) keeps the tests fast.
    private func open() throws -> SQLiteAccountStore { try SQLiteAccountStore(path: path, cost: 4) }

    @Test func theDemoAccountIsCreatedOnceAndSignsIn() throws {
        let store = try open()
        try store.createDemoAccountIfNeeded()
        let firstHash = try store.passwordHash(email: "demo@example.com")

        try store.createDemoAccountIfNeeded()
        let reopened = try open()
        try reopened.createDemoAccountIfNeeded()

        #expect(try reopened.passwordHash(email: "demo@example.com") == firstHash, "created once, never rehashed")
        #expect(try reopened.authenticate(email: "demo@example.com", password: "password") == Account(email: "demo@example.com"))
    }

    @Test func passwordsAreStoredAsBcryptHashesNeverInClear() throws {
        let store = try open()
        try store.createAccount(email: "someone@example.com", password: "correct horse")
        try store.createAccount(email: "twin@example.com", password: "correct horse")

        let hash = try #require(try store.passwordHash(email: "someone@example.com"))
        #expect(hash.hasPrefix("$2b$04$"))
        #expect(hash.count == 60)
        #expect(try store.passwordHash(email: "twin@example.com") != hash, "salted: the same password hashes differently")
        let file = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(file.range(of: Data("correct horse".utf8)) == nil, "the clear password is nowhere in the file")
        #expect(file.range(of: Data("someone@example.com".utf8)) != nil)
    }

    @Test func theDefaultCostIsTen() throws {
        let store = try SQLiteAccountStore(path: path)
        try store.createAccount(email: "a@b.com", password: "secret!")
        #expect(store.cost == 10)
        #expect(try store.passwordHash(email: "a@b.com")?.hasPrefix("$2b$10$") == true)
    }

    @Test func verifiesTheRightPasswordAndRefusesWrongOnesAndUnknownEmails() throws {
        let store = try open()
        try store.createDemoAccountIfNeeded()

        #expect(try store.authenticate(email: "demo@example.com", password: "password") != nil)
        #expect(try store.authenticate(email: " DEMO@example.com", password: "password") == Account(email: "demo@example.com"))
        #expect(try store.authenticate(email: "demo@example.com", password: "Password") == nil)
        #expect(try store.authenticate(email: "demo@example.com", password: "password ") == nil)
        #expect(try store.authenticate(email: "demo@example.com", password: "password\0extra") == nil)
        #expect(try store.authenticate(email: "nobody@example.com", password: "password") == nil)
    }

    @Test func aTakenEmailIsNotCreatedAgain() throws {
        let store = try open()
        #expect(try store.createAccount(email: "a@b.com", password: "first-password"))
        #expect(try !store.createAccount(email: "A@B.com", password: "second-password"))
        #expect(try store.authenticate(email: "a@b.com", password: "first-password") != nil)
        #expect(try store.authenticate(email: "a@b.com", password: "second-password") == nil)
    }

    @Test func accountsSurviveReopeningTheFile() throws {
        try open().createAccount(email: "kept@example.com", password: "kept-password")
        #expect(try open().authenticate(email: "kept@example.com", password: "kept-password") != nil)
    }

    @Test func aFileThatIsNotADatabaseCannotBeOpened() throws {
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: (any Error).self) { try open() }
    }
}
