import BinderyWeb
import Foundation
@testable import Login
import Testing

/// What a recorded Login session's journal says about the accounts it started from: no email, yet enough for a replay
/// to re-create the account the session typed.
struct AccountsJournalStateTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    private func store(_ name: String) throws -> SQLiteAccountStore {
        try SQLiteAccountStore(path: directory.path(name), cost: 4)
    }

    @Test func theCapturedStateNamesNoAccount() throws {
        let accounts = try store("recorded.sqlite")
        for email in ["demo@example.com", "kimm@example.com", "lee.park@example.org"] {
            try accounts.createAccount(email: email, password: "password")
        }
        let state = try AccountsJournalState.capture(accounts).compactText
        for name in ["@", "demo", "kimm", "lee.park", "example"] { #expect(!state.contains(name), "\(state)") }
        #expect(try AccountsJournalState.capture(accounts)["count"] == .number(3))
    }

    @Test func aReplayRecreatesOnlyTheListedAccountsThePageTyped() throws {
        let state = AccountsJournalState.state(emails: ["demo@example.com", "kimm@example.com", "lee@example.org"])
        let fresh = try store("replayed.sqlite")
        let inputs = JournalReplayInputs(secrets: ["pwField": "password"],
                                         values: ["idField": ["k", "kimm@", " Kimm@Example.com", "stranger@example.com"]])
        try AccountsJournalState.restore(state, inputs: inputs, passwordField: "pwField", into: fresh)
        #expect(try fresh.exists(email: "kimm@example.com"))
        #expect(try !fresh.exists(email: "lee@example.org"), "listed, but never typed: nothing to sign into")
        #expect(try !fresh.exists(email: "stranger@example.com"), "typed, but not an account when the session began")
        let withoutPassword = JournalReplayInputs(values: ["idField": ["lee@example.org"]])
        #expect(throws: AccountsJournalState.Unusable.self) {
            try AccountsJournalState.restore(state, inputs: withoutPassword, passwordField: "pwField", into: fresh)
        }
    }
}
