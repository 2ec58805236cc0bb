import BinderyTest
@testable import FindNumber
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What the record's write-behind promises a real process (the bound itself is proven on a virtual clock in
/// `RecordStoreTests`): `record-store-crash-probe` saves a new streak every two milliseconds through the gallery's
/// `RecordStore` and prints each save with the moment it made it.
///
/// - Killed with SIGKILL, it loses at most the last second: every save printed a second or more before the kill
///   is on disk (the standard write delay is half a second).
/// - Stopped with SIGTERM (a normal exit, as the gallery's graceful shutdown ends), it loses nothing.
@Suite(.serialized) struct RecordStoreCrashTests {
    let suites = TemporaryDefaults()

    /// One save the probe printed: the streak and the probe's uptime when it had saved it.
    private struct Save {
        let streak: Int
        let uptime: TimeInterval
    }

    /// `seconds` is how long the probe has been saving when it is killed, counted from its first save (not from its
    /// launch, which a loaded machine can delay by more than that): 0.7 kills it before any save is a second old, when
    /// nothing need be on disk yet; 1.3 and 2.1 after some are, which must then be.
    @Test(arguments: [0.7, 1.3, 2.1])
    func aKillLosesAtMostTheLastSecondOfSaves(runFor seconds: TimeInterval) throws {
        let suite = suites.makeSuiteName()
        let probe = try Probe(suite: suite)
        probe.waitForSaves(spanning: seconds)
        let killedAt = ProcessInfo.processInfo.systemUptime
        kill(probe.process.processIdentifier, SIGKILL)
        let saves = probe.finish()
        #expect(probe.process.terminationReason == .uncaughtSignal)

        let stored = try onDisk(suite)?.current
        let newest = try #require(saves.last).streak
        if let olderThanASecond = saves.filter({ $0.uptime <= killedAt - 1 }).map(\.streak).max() {
            let kept = try #require(stored, "saves made a second before the kill are on disk (newest \(newest))")
            #expect(kept >= olderThanASecond, "saves made a second before the kill are kept (kept \(kept), newest \(newest))")
        } else {
            #expect(seconds < 1, "the probe saved for \(seconds) s, so some save is a second older than the kill")
        }
        #expect((stored ?? 0) <= newest + 1, "nothing is on disk that was not saved (the one save in flight at most)")
    }

    @Test func aCleanStopLosesNothing() throws {
        let suite = suites.makeSuiteName()
        let probe = try Probe(suite: suite)
        probe.waitForSaves(spanning: 0.4)
        kill(probe.process.processIdentifier, SIGTERM)
        let saves = probe.finish()
        #expect(probe.process.terminationReason == .exit && probe.process.terminationStatus == 0)

        let newest = try #require(saves.last).streak
        #expect(try onDisk(suite)?.current == newest, "the last save before the stop is on disk")
    }

    /// The record in a suite's file on disk (nil when there is none yet), read without `UserDefaults`' cache.
    private func onDisk(_ suite: String) throws -> GameRecord? {
        let file = suites.file(ofSuite: suite)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let stored = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any]
        return (stored?[DefaultsRecordStorage.currentRecordKey] as? Int).map { GameRecord(round: $0 + 1, best: $0, current: $0) }
    }

    /// A running probe, its output read as it comes.
    private final class Probe {
        let process = Process()
        private let output = Pipe()
        private var text = ""

        init(suite: String) throws {
            let binary = try #require(BuiltExecutable.url(named: "record-store-crash-probe"),
                                      "record-store-crash-probe is not built: run `swift build --build-tests`")
            process.executableURL = binary
            process.arguments = [suite]
            process.standardOutput = output
            try process.run()
        }

        deinit {
            if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        }

        /// Reads the probe's output until it printed a save made `seconds` or more after its first one (or it ended).
        func waitForSaves(spanning seconds: TimeInterval) {
            while process.isRunning {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { return }
                text += String(decoding: chunk, as: UTF8.self)
                let saves = Self.saves(in: text)
                if let first = saves.first, let last = saves.last, last.uptime >= first.uptime + seconds { return }
            }
        }

        /// Waits for the probe to end and returns every save it printed (a line cut by a kill is not one).
        func finish() -> [Save] {
            text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return Self.saves(in: text)
        }

        private static func saves(in text: String) -> [Save] {
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().compactMap { line in
                let words = line.split(separator: " ")
                guard words.count == 3, words[0] == "saved", let streak = Int(words[1]), let uptime = Double(words[2]) else { return nil }
                return Save(streak: streak, uptime: uptime)
            }
        }
    }
}
