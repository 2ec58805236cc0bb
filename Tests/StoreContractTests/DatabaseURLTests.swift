import Bank
import Foundation
import Login
import PostgresStorage
import Testing

/// The database URL as `--database` and `BINDERY_DATABASE_URL` take it, and stores on a server that does not answer
/// (no server needed).
@Suite struct DatabaseURLTests {
    @Test func readsEveryPartAndDefaultsTheRest() throws {
        let full = try DatabaseURL("postgresql://app:s%40cret@db.internal:6543/gallery?sslmode=disable")
        #expect([full.host, full.username, full.password, full.database] == ["db.internal", "app", "s@cret", "gallery"])
        #expect(full.port == 6543)
        #expect(full.description == "postgres://app:***@db.internal:6543/gallery", "the password never printed")

        let short = try DatabaseURL("postgres://127.0.0.1")
        #expect([short.username, short.database] == ["postgres", "postgres"])
        #expect(short.port == 5432)
        #expect(short.password == nil)
    }

    @Test(arguments: ["mysql://db/x", "postgres:///x", "not a url", "", "postgres://db/x?sslmode=require"])
    func refusesWhatItCannotUse(text: String) {
        #expect(throws: PostgresStorageError.self) { try DatabaseURL(text) }
    }

    @Test func storesOnAServerThatDoesNotAnswerSayWhereAndRecoverNothingSilently() throws {
        let nowhere = try DatabaseURL("postgres://postgres@127.0.0.1:1/none")
        let account = PostgresBankAccount(url: nowhere)
        #expect { try account.balance() } throws: { error in
            let description = "\(error)"
            return BankError(error) == .ledgerUnavailable && description.contains("127.0.0.1:1")
                && description.contains("cannot be reached")
        }
        #expect { try account.deposit(5) } throws: { BankError($0) == .ledgerUnavailable }
        #expect(throws: PostgresStorageError.self) { try PostgresAccountStore(url: nowhere, cost: 4).authenticate(email: "a@b.c", password: "x") }
    }
}
