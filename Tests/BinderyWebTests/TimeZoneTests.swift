import Bindery
@testable import BinderyWeb
import Foundation
import Testing

/// A screen that shows a fixed instant as a time of day in the browser's zone, beside two pickers of it: one that
/// follows the browser's zone, one set to UTC.
private final class ClockScreen: ViewController {
    static let instant = Date(timeIntervalSince1970: 1_796_427_000)  // 2026-12-04T23:30:00Z
    var heard: [String] = []
    let timeLabel = Label(id: "timeLabel")
    let dayPicker = DatePicker(id: "dayPicker", date: ClockScreen.instant)
    let utcPicker = DatePicker(id: "utcPicker", date: ClockScreen.instant, timeZone: TimeZone(identifier: "UTC")!)
    override func loadView() { add(timeLabel, dayPicker, utcPicker) }
    override func viewDidLoad() {
        rx.timeZone
            .do(onNext: { [unowned self] zone in heard.append(zone.identifier) })
            .map { zone in
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = zone
                let parts = calendar.dateComponents([.hour, .minute], from: Self.instant)
                return String(format: "%02d:%02d", parts.hour!, parts.minute!)
            }
            .drive(timeLabel.rx.text)
            .disposed(by: disposeBag)
    }
}

@Suite struct TimeZoneTests {
    let scheduler = DispatchQueue.test

    private func makeApp() -> WebApp {
        let registry = ScreenRegistry()
        registry.register("/clock") { _ in ClockScreen() }
        let scheduler = self.scheduler
        return WebApp(screens: registry, makeThread: { _ in UIThread.test(scheduler) })
    }

    private func hello(_ token: String) -> String { "{\"t\":\"hello\",\"v\":1,\"token\":\"\(token)\",\"path\":\"/clock\"}" }

    @Test func aZoneTheBrowserNamesIsCheckedBeforeItIsBelieved() {
        #expect(BrowserTimeZone.named("Asia/Seoul")?.identifier == "Asia/Seoul")
        #expect(BrowserTimeZone.named("America/Argentina/Buenos_Aires") != nil)
        for hostile in [nil, "", "Mars/Olympus_Mons", "../../etc/passwd", "Asia/Seoul\"><script>", "Asia/Seoul; Path=/",
                        String(repeating: "A", count: 65), "Europe/Zürich"] {
            #expect(BrowserTimeZone.named(hostile) == nil, "\(hostile ?? "nil")")
        }
    }

    @Test func aPageLoadedWithTheBrowsersZoneRendersItsDatesInIt() throws {
        let app = makeApp()
        let seoul = try #require(app.openPage(path: "/clock", language: "en", timeZone: "Asia/Seoul"))
        #expect(seoul.html.contains("id=\"dayPicker\" type=\"datetime-local\" value=\"2026-12-05T08:30\""))
        #expect(seoul.html.contains("id=\"utcPicker\" type=\"datetime-local\" value=\"2026-12-04T23:30\""))
        let unknown = try #require(app.openPage(path: "/clock", language: "en", timeZone: "Mars/Olympus_Mons"))
        #expect(unknown.html.contains("id=\"dayPicker\" type=\"datetime-local\" value=\"2026-12-04T23:30\""),
                "a zone no one knows is UTC")
        app.closeAll()
        scheduler.advance()
    }

    @Test func aFirstVisitsSocketTellsTheScreenAndItsPickerOfTheBrowsersZone() throws {
        let app = makeApp()
        let page = try #require(app.openPage(path: "/clock", language: "en"))
        #expect(page.html.contains("value=\"2026-12-04T23:30\""), "no cookie yet: UTC")
        let socket = FakeSocket()
        let send = socket.send
        let connection = app.connect(hello: hello(page.token), visitor: SocketVisitor(timeZone: "Asia/Seoul"),
                                     sendUTF8: { send(String(decoding: $0, as: UTF8.self)) })
        #expect(connection != nil)
        scheduler.advance()
        let session = try #require(app.session(token: page.token))
        let screen = try #require(session.performAndWait { session.topViewController as? ClockScreen })
        #expect(session.performAndWait { screen.heard } == [BrowserTimeZone.fallback.identifier, "Asia/Seoul"])
        #expect(session.performAndWait { screen.timeLabel.text } == "08:30")
        let frames = socket.take().joined()
        #expect(frames.contains("08:30"))
        #expect(frames.contains("value=\\\"2026-12-05T08:30\\\""), "the picker that follows the browser is sent anew")
        #expect(session.performAndWait { screen.utcPicker.timeZone } == TimeZone(identifier: "UTC")!)
        #expect(session.browserValues.timeZone.identifier == "Asia/Seoul", "every tab of the browser has it")

        session.browserValues.timeZone = TimeZone(identifier: "America/New_York")!  // another tab said so
        scheduler.advance()
        session.performAndWait { session.outbox.flush() }  // a test thread leaves the flush to the test
        let later = socket.take().joined()
        #expect(session.performAndWait { screen.heard } == [BrowserTimeZone.fallback.identifier, "Asia/Seoul", "America/New_York"])
        #expect(later.contains("18:30") && later.contains("value=\\\"2026-12-04T18:30\\\""), "\(later)")
        #expect(!later.contains("utcPicker"), "a picker with a zone of its own is left as it is")
        app.closeAll()
        scheduler.advance()
    }

    @Test func aScreenTestPlaysABrowserElsewhere() {
        let registry = ScreenRegistry()
        registry.register("/clock") { _ in ClockScreen() }
        let browser = BrowserValues()
        browser.timeZone = TimeZone(identifier: "America/New_York")!
        let tester = ScreenTester(path: "/clock", registry: registry, browserValues: browser)
        #expect(tester.view("timeLabel", as: Label.self)?.text == "18:30")
        #expect(tester.view("dayPicker", as: DatePicker.self)?.render().contains("value=\"2026-12-04T18:30\"") == true)
        tester.close()
    }
}
