import Bank
import BinderyWeb
import Foundation
import Login
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
