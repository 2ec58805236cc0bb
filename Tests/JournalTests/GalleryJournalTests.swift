import Bank
import BinderyWeb
import Foundation
@testable import Login
import Quote
import Testing

/// The journal `name`.jsonl that `scripts/record-journals` recorded in Chromium.
private func journal(_ name: String) throws -> Journal {
    guard let url = Bundle.module.url(forResource: name, withExtension: "jsonl", subdirectory: "Journals") else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Journals/\(name).jsonl"])
    }
    return try Journal(contentsOf: url)
}

/// Sessions recorded in a real Chromium against the gallery, replayed on virtual time: each passes while the apps
/// send the page what they sent when it was recorded. After an intended change, re-record them
/// (`scripts/record-journals`) and read the journals' diff.
@Suite struct GalleryJournalTests {
    /// A form: the demo account signs in (the password is masked in the journal; the test knows the demo's).
    @Test func loginSignsInTheDemoAccount() throws {
        try JournalReplay.run(journal("login"), apps: [LoginApp.self], secrets: ["pwField": "password"])
    }

    /// A form signing into an account the fresh store lacks: the journal lists the accounts it started from (salted
    /// hashes of their emails), and the replay re-creates the one the page typed that it lacks, with the password it
    /// is given for the masked field. The recorded demo sign-in, with every typed and shown email made another
    /// account's, stands for that recording.
    @Test func aSignInToAnAccountTheJournalStartsFromReplays() throws {
        var other = try Journal(jsonLines: Self.movingSignIn(journal("login").jsonLines, to: "kimm@example.com"))
        for index in other.entries.indices {  // a screen whose text changed has another fingerprint
            guard case .object(var members)? = other.entries[index].output, let html = members["html"]?.stringValue else { continue }
            members["render"] = .string(HTML.fingerprint(html))
            other.entries[index] = JournalEntry(milliseconds: other.entries[index].milliseconds, .output(.object(members)))
        }
        let unknownAccount = #expect(throws: JournalDivergence.self) {
            try JournalReplay.run(other, apps: [LoginApp.self], secrets: ["pwField": "password"])
        }
        #expect(unknownAccount != nil, "without the starting state the account does not exist")

        other.header.state[AccountsJournalState.name] = AccountsJournalState.state(emails: ["demo@example.com", "kimm@example.com"])
        #expect(!other.jsonLines.split(separator: "\n")[0].contains("@"), "the header names no account")
        #expect(throws: (any Error).self) { try JournalReplay.run(other, apps: [LoginApp.self]) }  // no password given
        try JournalReplay.run(other, apps: [LoginApp.self], secrets: ["pwField": "password"])
    }

    /// `text` (a journal of the demo account signing in) with the email typed and shown made `email`, a string of the
    /// same length: each typed prefix of the demo's email becomes the same prefix of `email`.
    private static func movingSignIn(_ text: String, to email: String) throws -> String {
        let demo = "demo@example.com"
        #expect(email.count == demo.count)
        var lines: [String] = []
        for line in text.split(separator: "\n").map(String.init) {
            var moved = line.replacingOccurrences(of: demo, with: email)
            if line.contains(#""id":"idField""#), let start = line.range(of: #""value":""#),
               let end = line[start.upperBound...].firstIndex(of: "\"") {
                let typed = String(line[start.upperBound..<end])
                if demo.hasPrefix(typed) {
                    moved = line.replacingCharacters(in: start.upperBound..<end, with: String(email.prefix(typed.count)))
                }
            }
            lines.append(moved)
        }
        return lines.joined(separator: "\n")
    }

    /// A networked app: the quotes the stand-in answered are served again, in place of the network.
    @Test func quoteShowsTheRecordedQuotes() throws {
        try JournalReplay.run(journal("quote"), apps: [QuoteApp.self])
    }

    /// The bank, from the ledger the recording started with (restored from the journal's state).
    @Test func bankWorksOnTheRecordedLedger() throws {
        let bank = try journal("bank")
        #expect(bank.header.state["bank.ledger"] != nil)
        try JournalReplay.run(bank, apps: [BankApp.self])
    }

    /// A recording that no longer matches what the app does (here: one balance the journal says differently) fails
    /// at that message, showing both versions.
    @Test func aChangedBehaviourFailsAtTheChangedMessage() throws {
        var bank = try journal("bank")
        let target = try #require(bank.entries.lastIndex { $0.output?.compactText.contains("Balance: ₩") == true })
        let original = try #require(bank.entries[target].output)
        let altered = try #require(JSONValue(parsing: original.compactText.replacingOccurrences(of: "Balance: ₩", with: "Balance: ₩9")))
        bank.entries[target] = JournalEntry(milliseconds: bank.entries[target].milliseconds, .output(altered))
        let divergence = #expect(throws: JournalDivergence.self) { try JournalReplay.run(bank, apps: [BankApp.self]) }
        let report = divergence?.description ?? ""
        let lines = report.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("-") && $0.contains("Balance: ₩9") }, "\(report)")
        #expect(lines.contains { $0.hasPrefix("+") && $0.contains("Balance: ₩") && !$0.contains("Balance: ₩9") }, "\(report)")
        #expect(divergence?.milliseconds == bank.entries[target].milliseconds)
    }
}
