import Foundation
@testable import Login
import Testing

/// What only the GRDB account store has: a real SQLite file in a temporary directory, which never holds a password
/// in clear. The store's contract (hashes, unique emails, the throttle's failures) is proven on SQLite and
/// PostgreSQL alike in StoreContractTests.
struct SQLiteAccountStoreTests {
    let directory: TemporaryDirectory
    let path: String

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("accounts.sqlite")
    }

    /// A store on the test's file; cost 4 (bcrypt's least) keeps the tests fast.
    private func open() throws -> SQLiteAccountStore { try SQLiteAccountStore(path: path, cost: 4) }

    @Test func theFileNeverHoldsAPasswordInClear() throws {
        let store = try open()
        try store.createAccount(email: "someone@example.com", password: "correct horse")
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

    @Test func aFileThatIsNotADatabaseCannotBeOpened() throws {
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: (any Error).self) { try open() }
    }
}
