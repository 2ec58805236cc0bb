@testable import Bank
import BinderyTest
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Crash safety: writers on one ledger are killed with SIGKILL at random moments, restarted, and after
/// all of it every transaction a writer confirmed (printed after its commit) is in the ledger exactly
/// once, nothing else is there but at most one unconfirmed entry per killed writer (the one in flight),
/// the balance equals the ledger's sum, and the file is intact.
///
/// Each kill point runs two `bank-ledger-torture` writers at once on the ledger (so writers also race)
/// and kills both after random delays. `BANK_KILL_POINTS` sets the number of points (default 20).
@Suite struct LedgerCrashTests {
    /// One line a writer printed: a confirmed or refused transaction.
    private struct Confirmation: Hashable {
        let kind: TransactionKind
        let amount: Int64
    }

    private static var killPoints: Int {
        ProcessInfo.processInfo.environment["BANK_KILL_POINTS"].flatMap(Int.init) ?? 20
    }

    @Test func everyConfirmedTransactionSurvivesSIGKILLExactlyOnce() throws {
        let binary = try #require(BuiltExecutable.url(named: "bank-ledger-torture"), "bank-ledger-torture is not built: run `swift build --build-tests`")
        let ledger = try TemporaryLedger()
        var confirmed: [Confirmation] = []
        var killedWriters = 0
        var generator = SystemRandomNumberGenerator()

        for point in 0..<Self.killPoints {
            let writers = try (0..<2).map { index in try Self.launch(binary, ledger: ledger.path, writer: point * 2 + index) }
            for writer in writers {
                usleep(UInt32.random(in: 5_000...60_000, using: &generator))
                kill(writer.process.processIdentifier, SIGKILL)
            }
            for writer in writers {
                writer.process.waitUntilExit()
                let output = String(decoding: writer.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                if writer.process.terminationReason == .uncaughtSignal { killedWriters += 1 }
                #expect(!output.contains("bank-ledger-torture:"), "a writer failed: \(output)")
                confirmed += Self.confirmations(in: output)
            }
            let account = try ledger.open()
            #expect(try account.balance() == account.ledgerSum(), "after kill point \(point)")
        }

        let account = try ledger.open()
        let entries = try account.history().map { Confirmation(kind: $0.kind, amount: $0.amount) }
        let counts = Dictionary(entries.map { ($0, 1) }, uniquingKeysWith: +)
        #expect(counts.values.allSatisfy { $0 == 1 }, "no transaction is in the ledger twice")
        let missing = confirmed.filter { counts[$0] == nil }
        #expect(missing.isEmpty, "confirmed but lost: \(missing)")
        #expect(Set(confirmed).count == confirmed.count, "no transaction was confirmed twice")
        let unconfirmed = entries.count - confirmed.count
        #expect(unconfirmed >= 0 && unconfirmed <= killedWriters,
                "at most one unconfirmed entry per killed writer (its commit in flight when killed)")
        #expect(try account.balance() == account.ledgerSum())
        #expect(try account.balance() >= 0)
        #expect(try account.isIntact())
        print("LedgerCrashTests: \(Self.killPoints) kill points, \(killedWriters) writers killed, "
              + "\(confirmed.count) confirmed transactions, \(entries.count) in the ledger")
    }

    /// A running writer and the pipe its stdout goes to.
    private struct Writer {
        let process: Process
        let output: Pipe
    }

    private static func launch(_ binary: URL, ledger: String, writer: Int) throws -> Writer {
        let process = Process()
        process.executableURL = binary
        process.arguments = [ledger, String(writer)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return Writer(process: process, output: output)
    }

    /// The confirmed transactions in a writer's output (a last line cut by the kill is not one).
    private static func confirmations(in output: String) -> [Confirmation] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().compactMap { line in
            let words = line.split(separator: " ")
            guard words.count == 4, words[0] == "confirmed",
                  let kind = TransactionKind(rawValue: String(words[1])), let amount = Int64(words[2]) else { return nil }
            return Confirmation(kind: kind, amount: amount)
        }
    }
}
