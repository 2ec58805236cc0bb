import Bindery
import BinderyWeb
import Foundation
import Testing

/// What a page's flood leaves in its session's journal: whole messages only within the rate budget and the frame
/// checks, a refusal line for the rest, and never more than the journal's byte limit.
@Suite struct JournalLimitsTests {
    /// A change event of about `bytes` bytes for the counter screen's name field.
    private static func bigChange(_ bytes: Int, marker: String = "x") -> String {
        #"{"t":"event","id":"nameField","name":"change","value":""# + String(repeating: marker, count: bytes) + #""}"#
    }

    private static func recordedTester(eventBurst: Int = 100_000, maxBytes: Int = JournalRecorder.defaultMaxBytes,
                                       onLimitReached: (@Sendable (Int) -> Void)? = nil) throws -> (ScreenTester, JournalRecorder) {
        let scheduler = DispatchQueue.test
        let tester = ScreenTester(path: "/counter", registry: counterRegistry(), scheduler: scheduler, eventBurst: eventBurst,
                                  attachesSocket: false)
        let header = JournalHeader(app: "/counter", path: "/counter", language: "en", started: Date(timeIntervalSince1970: 1_800_000_000))
        let recorder = try JournalRecorder(header: header, maxBytes: maxBytes, onLimitReached: onLimitReached) { 0 }
        tester.session.journal = recorder
        tester.reconnect()
        return (tester, recorder)
    }

    @Test func aMessageOverTheRateBudgetLeavesItsRefusalNotItsPayload() throws {
        let (tester, recorder) = try Self.recordedTester(eventBurst: 3)
        for index in 0..<10 { tester.sendFrame(Self.bigChange(1_000, marker: "\(index % 10)")) }
        let journal = recorder.journal
        let inputs = journal.entries.filter { if case .input = $0.event { true } else { false } }
        let refusals = journal.entries.compactMap { entry -> ProtocolError.Code? in
            if case .refused(let error) = entry.event { return error.code }
            return nil
        }
        #expect(inputs.count == 3, "the burst's three whole")
        #expect(refusals == Array(repeating: .rateLimited, count: 7))
        #expect(!journal.jsonLines.contains(String(repeating: "9", count: 1_000)), "the tenth frame's payload")
        #expect(journal.jsonLines.utf8.count < 12_000, "three whole messages and their echoes, seven refusals")
        tester.close()
    }

    @Test func aRefusedFrameLeavesItsRefusalNotItsText() throws {
        let (tester, recorder) = try Self.recordedTester()
        tester.sendFrame(Self.bigChange(WireProtocol.Limit.defaultMessageBytes, marker: "y"))  // too large
        tester.sendFrame("hunter22 is not JSON")
        tester.sendFrame(#"{"t":"event","id":"nameField","name":"explode","value":"hunter22"}"#)
        let lines = recorder.journal.jsonLines
        #expect(!lines.contains("hunter22"))
        #expect(!lines.contains("yyyy"))
        let codes = recorder.journal.entries.compactMap { entry -> ProtocolError.Code? in
            if case .refused(let error) = entry.event { return error.code }
            return nil
        }
        #expect(codes == [.tooLarge, .malformed, .unknownEvent])
        tester.close()
    }

    @Test func aJournalWithRefusalsReplaysGreen() throws {
        let (tester, recorder) = try Self.recordedTester(eventBurst: 4)
        tester.type("nameField", "A")
        tester.sendFrame("not JSON")
        for name in ["Ann", "Anna", "Annabel", "Annie"] { tester.type("nameField", name) }  // two within the budget, two over it
        tester.advance(by: .seconds(1))
        tester.type("nameField", "Bo")
        tester.close()
        let journal = recorder.journal
        #expect(journal.outputs.filter { $0.compactText.contains("rateLimited") }.count == 2)
        try JournalReplay.run(journal) { registry, _ in
            registry.register("/counter") { _ in CounterScreen() }
            registry.register("/second") { _ in SecondScreen() }
        }
    }

    @Test func aJournalStopsAtItsLimitWithOneLineSayingSoAndTellsOnce() throws {
        let told = Told()
        let limit = 256 * 1024
        let (tester, recorder) = try Self.recordedTester(maxBytes: limit, onLimitReached: { told.add($0) })
        for _ in 0..<100 { tester.sendFrame(Self.bigChange(60_000)) }
        let journal = recorder.journal
        #expect(journal.jsonLines.utf8.count <= limit + 100)
        #expect(journal.entries.last?.event == .limitReached(bytes: limit))
        #expect(told.values == [limit])
        tester.close()
    }

    /// The review's flood, on a live server recording to files: 600 frames of 60 KB on one socket.
    @Test func aFloodOnALiveSocketGrowsItsJournalFileNoFurtherThanTheLimit() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("journal-flood-\(UUID())", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = WebApp(screens: counterRegistry(), configuration: WebConfiguration(journalDirectory: directory))
        let page = try #require(app.openPage(path: "/counter", language: "en"))
        let ignore: @Sendable (String) -> Void = { _ in }
        let socket = try #require(app.connect(hello: #"{"t":"hello","v":1,"token":"\#(page.token)"}"#, send: ignore))
        let frame = Self.bigChange(60_000)
        for _ in 0..<600 { socket.receive(text: frame) }
        socket.session.performAndWait {}
        app.closeAll()
        socket.session.performAndWait {}
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.fileSizeKey])
        let size = try #require(files.first).resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
        #expect(files.count == 1)
        #expect(size <= JournalRecorder.defaultMaxBytes + 100, "the journal file grew to \(size) bytes")
    }
}

/// Values a callback was given, from any thread.
private final class Told: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int] = []
    var values: [Int] { lock.withLock { stored } }
    func add(_ value: Int) { lock.withLock { stored.append(value) } }
}
