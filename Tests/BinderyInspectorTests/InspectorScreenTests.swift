@testable import BinderyInspector
import BinderyTest
import BinderyWeb
import Foundation
import Testing

/// The inspector's two screens through an in-memory session: the list, a pick, the live timeline, the recording.
@Suite(.checksForLeaks)
struct InspectorScreenTests {
    let service = StubInspection()

    private func open(_ path: String = InspectorApp.listPath) -> ScreenTester {
        let registry = ScreenRegistry()
        InspectorApp.register(in: registry, service: service, journalHref: { "/_bindery/inspector/\($0).jsonl" })
        let tester = ScreenTester(path: path, registry: registry, language: "en")
        trackForLeaks(tester.session)
        return tester
    }

    private func rows(_ tester: ScreenTester, _ id: String) -> [TableRow] {
        tester.view(id, as: TableView.self)?.rows ?? []
    }

    @Test func bothScreensRenderTheirElementIDsInOrder() {
        let pattern = try! NSRegularExpression(pattern: #"\sid="([^"]*)""#)
        func ids(_ tester: ScreenTester) -> [String] {
            let html = tester.screen?.render() ?? ""
            return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
                String(html[Range($0.range(at: 1), in: html)!])
            }
        }
        let list = open()
        #expect(ids(list) == ["inspectorTitle", "sessionCountLabel", "noSessionsLabel", "sessionsTable"])
        list.close()
        let timeline = open(InspectorApp.timelinePath(of: "aaaa1111"))
        #expect(ids(timeline) == ["sessionTitle", "sessionsButton", "recordingStack", "startRecordingButton", "stopRecordingButton",
                                  "recordingLabel", "downloadJournalLink", "sessionEndedLabel", "waitingLabel", "timelineTable"])
        timeline.close()
    }

    @Test func theTextTablesAreComplete() {
        #expect(InspectorText.tableProblems.isEmpty, "\(InspectorText.tableProblems)")
    }

    @Test func listsTheLiveSessionsAndAPickOpensOnesTimeline() {
        let now = Date()
        service.listed = [.quote("aaaa1111", opened: now, events: 3, lastActivity: now),
                            InspectedSession(name: "bbbb2222", app: "/bank", path: "/bank/transaction", opened: now,
                                            isConnected: false)]
        let tester = open()
        guard case .screen(_, let title, let html, _)? = tester.takeMessages().dropFirst().first else {
            Issue.record("no screen"); return
        }
        #expect(title == "Session inspector")
        #expect(html.contains("id=\"sessionsTable\"") && html.contains("data-row=\"aaaa1111\""))
        #expect(tester.view("sessionCountLabel", as: Label.self)?.text == "Live sessions: 2")
        #expect(tester.view("noSessionsLabel", as: Label.self)?.isHidden == true)
        let cells = rows(tester, "sessionsTable").map { [$0.cells[0], $0.cells[1], $0.cells[2], $0.cells[4], $0.cells[6]] }
        #expect(cells == [["aaaa1111", "/quote", "/quote", "3", "connected"],
                          ["bbbb2222", "/bank", "/bank/transaction", "0", "waiting for its page"]])
        #expect(rows(tester, "sessionsTable").map { $0.cells[5] }.last == "—", "no event yet")

        tester.select("sessionsTable", row: "aaaa1111")

        let afterPick = tester.takeMessages()
        guard case .screen(let path, let timelineTitle, let timelineHTML, _)? = afterPick.first(where: \.isScreen) else {
            Issue.record("the pick opened no screen: \(afterPick)"); return
        }
        #expect(path == "/aaaa1111")
        #expect(timelineTitle == "Session aaaa1111")
        #expect(timelineHTML.contains("<a id=\"downloadJournalLink\" href=\"/_bindery/inspector/aaaa1111.jsonl\" download>"))
        tester.close()
    }

    @Test func theTimelineShowsEachStepLive() {
        service.listed = [.quote("aaaa1111", opened: Date())]
        let tester = open("/aaaa1111")
        _ = tester.takeMessages()
        #expect(tester.view("waitingLabel", as: Label.self)?.isHidden == false)

        service.step("aaaa1111", .tap("refreshButton", at: 1200, patching: "quoteLabel", nanoseconds: 420_000))
        tester.settle()

        #expect(rows(tester, "timelineTable") == [
            TableRow(id: "step-1", cells: ["+1.200 s", "tap refreshButton", "text quoteLabel", "0.42 ms"]),
        ])
        #expect(tester.view("waitingLabel", as: Label.self)?.isHidden == true)

        service.step("aaaa1111", InspectedStep(milliseconds: 1705, cause: .server, sent: "enabled refreshButton"))
        service.step("aaaa1111", InspectedStep(milliseconds: 30_001, cause: .detach))
        tester.settle()
        #expect(rows(tester, "timelineTable").map(\.cells) == [
            ["+30.001 s", "socket gone", "", ""],
            ["+1.705 s", "server, on its own", "enabled refreshButton", ""],
            ["+1.200 s", "tap refreshButton", "text quoteLabel", "0.42 ms"],
        ])

        service.close("aaaa1111")
        tester.settle()
        #expect(tester.view("sessionEndedLabel", as: Label.self)?.isHidden == false)
        tester.close()
    }

    @Test func startAndStopRecordingToggleTheButtons() {
        service.listed = [.quote("aaaa1111", opened: Date())]
        let tester = open("/aaaa1111")
        _ = tester.takeMessages()
        #expect(tester.view("startRecordingButton", as: Button.self)?.isEnabled == true)
        #expect(tester.view("stopRecordingButton", as: Button.self)?.isEnabled == false)

        tester.tap("startRecordingButton")
        #expect(tester.takePatches() == [
            .text(id: "recordingLabel", value: "Recording…"),
            .enabled(id: "startRecordingButton", value: false),
            .enabled(id: "stopRecordingButton", value: true),
        ])
        tester.tap("stopRecordingButton")
        #expect(tester.view("recordingLabel", as: Label.self)?.text == "Not recording.")
        #expect(service.requests == ["start aaaa1111", "stop aaaa1111"])

        service.refusesRecording = true
        _ = tester.takeMessages()
        tester.tap("startRecordingButton")
        #expect(tester.takePatches() == [.alert(message: InspectorText.strings(in: "en").text(InspectorText.recordingRefused))])
        tester.close()
    }

    @Test func aPathThatCannotNameASessionIsNoScreen() {
        let registry = ScreenRegistry()
        InspectorApp.register(in: registry, service: service, journalHref: { "/\($0)" })
        let scheduler = DispatchQueue.test
        let session = Session(token: "t", language: "en", thread: .test(scheduler), registry: registry)
        #expect(!session.open(path: "/short"))
        #expect(!session.open(path: "/aaaa111<"))
        #expect(session.open(path: "/aaaa1111"))
        session.close()
        scheduler.advance()
    }
}

extension ServerMessage {
    /// Whether this is a whole new screen.
    var isScreen: Bool {
        if case .screen = self { true } else { false }
    }
}
