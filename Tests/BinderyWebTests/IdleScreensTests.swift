import Bindery
@testable import BinderyWeb
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Idle tabs let their screens go and get them back from their continuity record on their next message, answering
/// it exactly as a tab that never let them go; tabs that a replay could not bring back as the page shows them keep
/// them. Sessions run on live queues (whose timers and requests the release sees); a barrier on the session's queue
/// (`performAndWait`) orders each step, and idleness is given as a time, never waited for.
@Suite(.serialized) struct IdleScreensTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-idle-\(UUID().uuidString)")

    /// A server keeping records in the test's directory (none with `continuity` false), releasing after 15 s (and
    /// as soon as a page is shown with `onceShown`).
    private func makeApp(continuity: Bool = true, releaseAfter: TimeInterval = 15, onceShown: Bool = false,
                         urlSession: URLSession = JournalingURLSession(configuration: .ephemeral)) throws -> WebApp {
        let registry = continuityRegistry(urlSession: urlSession)
        registry.register("/later") { _ in LaterScreen() }
        let store = continuity ? try DirectoryContinuityStore(directory: directory.appendingPathComponent(UUID().uuidString)) : nil
        return WebApp(screens: registry, configuration: WebConfiguration(continuity: store, releaseIdleScreensAfter: releaseAfter,
                                                                        releaseScreensOnceShown: onceShown))
    }

    /// A page of `path` on `app` with its socket attached; the frames of the attach are taken.
    private func open(_ app: WebApp, _ path: String) throws -> (connection: WebConnection, socket: FakeSocket, token: String) {
        let page = try #require(app.openPage(path: path, language: "en"))
        let socket = FakeSocket()
        let hello = "{\"t\":\"hello\",\"v\":1,\"token\":\"\(page.token)\",\"path\":\"\(path)\"}"
        let connection = try #require(app.connect(hello: hello, send: socket.send))
        settle(app, page.token)
        _ = socket.take()
        return (connection, socket, page.token)
    }

    /// Waits until what the live session `token` holds on its queue ran.
    private func settle(_ app: WebApp, _ token: String) {
        app.session(token: token)?.performAndWait {}
    }

    private func send(_ frame: String, on tab: (connection: WebConnection, socket: FakeSocket, token: String), of app: WebApp) {
        tab.connection.receive(text: frame)
        settle(app, tab.token)
    }

    /// Sweeps `app` as if its tabs had been idle for an hour, and waits for each release to run.
    private func sweepAnHourLater(_ app: WebApp, _ tokens: String...) {
        app.releaseIdleScreens(now: DispatchTime.now().uptimeNanoseconds + 3_600_000_000_000)
        for token in tokens { settle(app, token) }
    }

    private func tap(_ id: String) -> String { "{\"t\":\"event\",\"id\":\"\(id)\",\"name\":\"tap\"}" }
    private func change(_ id: String, _ value: String) -> String {
        "{\"t\":\"event\",\"id\":\"\(id)\",\"name\":\"change\",\"value\":\"\(value)\"}"
    }

    @Test func anIdleTabLetsItsScreensGoAndItsNextTapAnswersExactlyAsANeverReleasedTwin() throws {
        let released = try makeApp(), twin = try makeApp(releaseAfter: 0)
        let tab = try open(released, "/counter"), twinTab = try open(twin, "/counter")
        for frame in [tap("plusButton"), change("nameField", "Ada")] {
            send(frame, on: tab, of: released)
            send(frame, on: twinTab, of: twin)
        }
        #expect(tab.socket.take() == twinTab.socket.take())
        let session = try #require(released.session(token: tab.token))
        weak let screen = session.performAndWait { session.topViewController }
        #expect(screen != nil)

        sweepAnHourLater(released, tab.token)
        sweepAnHourLater(twin, twinTab.token)
        #expect(!session.holdsScreens)
        #expect(session.performAndWait { session.stack.count } == 0)
        #expect(screen == nil, "its view controller, view model and bindings are gone")
        #expect(released.sessionsByScreens.holding == 0 && released.sessionsByScreens.released == 1)
        #expect(twin.session(token: twinTab.token)?.holdsScreens == true, "0 keeps every tab's screens")
        #expect(tab.socket.take().isEmpty, "the page is told nothing")

        send(tap("plusButton"), on: tab, of: released)
        send(tap("plusButton"), on: twinTab, of: twin)
        let answer = tab.socket.take()
        #expect(answer == twinTab.socket.take())
        #expect(answer.count == 1 && answer.first?.contains("\"t\":\"patch\"") == true, "no welcome, no screen: the patch alone")
        let rebuilt = try #require(released.session(token: tab.token))
        #expect(rebuilt !== session && rebuilt.holdsScreens)
        #expect(rebuilt.performAndWait { (rebuilt.topViewController as? CounterScreen)?.greetingLabel.text } == "Hello, Ada")
        #expect(released.sessionsByScreens.holding == 1 && released.sessionsByScreens.released == 0)

        // It goes on as any tab: a second idle spell, and a navigation rebuilds it again.
        sweepAnHourLater(released, tab.token)
        #expect(!rebuilt.holdsScreens)
        send(tap("nextButton"), on: tab, of: released)
        send(tap("nextButton"), on: twinTab, of: twin)
        #expect(tab.socket.take() == twinTab.socket.take())
        released.closeAll()
        twin.closeAll()
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func aServerThatReleasesScreensOnceShownLetsThemGoAtTheAttachAndTheFirstTapAnswersAsATwinThatHoldsThem() throws {
        let released = try makeApp(onceShown: true), twin = try makeApp()
        let page = try #require(released.openPage(path: "/counter", language: "en"))
        var built = released.session(token: page.token)
        let socket = FakeSocket()
        let connection = try #require(released.connect(
            hello: "{\"t\":\"hello\",\"v\":1,\"token\":\"\(page.token)\",\"path\":\"/counter\"}", send: socket.send))
        let tab = (connection: connection, socket: socket, token: page.token)
        built?.performAndWait {}  // the attach, then the release and the park, ran on its queue
        weak let shell = built
        built = nil
        let attach = socket.take()
        #expect(attach.contains { $0.contains("\"t\":\"screen\"") }, "the page is shown its screen first: \(attach)")
        let parked = try #require(released.session(token: page.token))
        #expect(!parked.holdsScreens && connection.session === parked, "then the screen goes, and the session is parked")
        #expect(shell == nil, "the session the page was built in is gone")
        let twinTab = try open(twin, "/counter")
        #expect(twin.session(token: twinTab.token)?.holdsScreens == true, "off by default: held until an idle spell")

        for frame in [tap("plusButton"), change("nameField", "Ada")] {
            send(frame, on: tab, of: released)
            send(frame, on: twinTab, of: twin)
            #expect(tab.socket.take() == twinTab.socket.take())
        }
        #expect(released.session(token: page.token)?.holdsScreens == true, "rebuilt by the first tap, held while used")
        released.closeAll()
        twin.closeAll()
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func aReleasedTabIsParkedItsSessionGoesAndWhatReachesItAfterwardsReachesTheParkedOne() throws {
        let app = try makeApp(), twin = try makeApp(releaseAfter: 0)
        let tab = try open(app, "/counter"), twinTab = try open(twin, "/counter")
        send(tap("plusButton"), on: tab, of: app)
        send(tap("plusButton"), on: twinTab, of: twin)
        var session = app.session(token: tab.token)
        let opened = try #require(app.sessionSnapshots().first?.opened)
        sweepAnHourLater(app, tab.token)
        session?.performAndWait {}  // the release, and the park it ends with, ran on its queue
        weak let shell = session
        session = nil
        #expect(shell == nil, "the session, its UI thread and its parts are gone with its screens")
        let parked = try #require(app.session(token: tab.token))
        #expect(!parked.holdsScreens && parked.isConnected && parked.browserID != nil)
        #expect(app.sessionsByScreens.released == 1 && app.connectedSessionCount == 1)
        #expect(tab.connection.session === parked, "the socket's connection points at it")
        #expect(app.sessionSnapshots().map { [$0.opened, $0.eventsHandled, $0.path] as [AnyHashable] } == [[opened, 1, "/counter"]],
                "an inspector sees the same tab: opened when it was, its tap counted")

        // Its next tap is answered as a tab that never let go answers it, by a session rebuilt from the record.
        send(tap("plusButton"), on: tab, of: app)
        send(tap("plusButton"), on: twinTab, of: twin)
        #expect(tab.socket.take() == twinTab.socket.take())
        let rebuilt = try #require(app.session(token: tab.token))
        #expect(rebuilt !== parked && rebuilt.holdsScreens && tab.connection.session === rebuilt)
        #expect(rebuilt.performAndWait { (rebuilt.topViewController as? CounterScreen)?.countLabel.text } == "2")
        #expect(app.sessionSnapshots().map { [$0.opened, $0.eventsHandled] as [AnyHashable] } == [[opened, 2]])

        // Parked again: a drain tells its page to move, and its socket's close leaves it waiting out its grace period.
        sweepAnHourLater(app, tab.token)
        let parkedAgain = try #require(app.session(token: tab.token))
        #expect(!parkedAgain.holdsScreens && parkedAgain !== rebuilt)
        app.beginDrain()
        parkedAgain.performAndWait {}
        let moved = tab.socket.take()
        #expect(moved.count == 1 && moved.first?.contains("\"t\":\"move\"") == true, "\(moved)")
        tab.connection.close()
        parkedAgain.performAndWait {}
        #expect(!parkedAgain.isConnected && app.connectedSessionCount == 0 && app.sessionCount == 1)
        app.closeAll()
        twin.closeAll()
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func aScreenThatStartsFreshAndHandledNothingLetsGoAndIsBuiltAgainExactly() throws {
        let released = try makeApp(), twin = try makeApp(releaseAfter: 0)
        let tab = try open(released, "/fresh"), twinTab = try open(twin, "/fresh")
        sweepAnHourLater(released, tab.token)
        let session = try #require(released.session(token: tab.token))
        #expect(!session.holdsScreens, "nothing was done on it: built again, it is what the page shows")
        #expect(tab.socket.take().isEmpty)

        send(tap("plusButton"), on: tab, of: released)
        send(tap("plusButton"), on: twinTab, of: twin)
        let answer = tab.socket.take()
        #expect(answer == twinTab.socket.take())
        #expect(answer.count == 1 && answer.first?.contains("\"t\":\"patch\"") == true, "no screen: the patch alone")

        // Now it handled a tap: a replay would not redo it, so it keeps its screens from here on.
        sweepAnHourLater(released, tab.token)
        #expect(released.session(token: tab.token)?.holdsScreens == true)
        released.closeAll()
        twin.closeAll()
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func aRebuiltScreenThatRendersOtherwiseIsSentWholeAndTheEventThatAnsweredTheOldOneIsNotHandled() throws {
        let app = try makeApp()
        let tab = try open(app, "/stamped")
        let session = try #require(app.session(token: tab.token))
        let built = session.performAndWait { (session.topViewController as? StampedScreen)?.stampLabel.text }
        sweepAnHourLater(app, tab.token)
        #expect(!session.holdsScreens)

        send(tap("plusButton"), on: tab, of: app)
        let answer = tab.socket.take()
        let rebuilt = try #require(app.session(token: tab.token))
        let stamp = try #require(rebuilt.performAndWait { (rebuilt.topViewController as? StampedScreen)?.stampLabel.text })
        #expect(stamp != built)
        #expect(answer.count == 1, "the screen whole, and nothing else: \(answer)")
        #expect(answer.first?.contains("\"t\":\"screen\"") == true && answer.first?.contains(stamp) == true)
        #expect(answer.first?.contains(">0<") == true, "the tap was not counted")
        #expect(rebuilt.performAndWait { (rebuilt.topViewController as? StampedScreen)?.countLabel.text } == "0")

        // The next tap answers the screen the page now shows.
        send(tap("plusButton"), on: tab, of: app)
        let next = tab.socket.take()
        #expect(next.count == 1 && next.first?.contains("\"t\":\"patch\"") == true && next.first?.contains("\"1\"") == true)
        app.closeAll()
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func aNavigationFromARebuiltScreenThatRendersOtherwiseIsHandled() throws {
        let app = try makeApp()
        let tab = try open(app, "/stamped")
        sweepAnHourLater(app, tab.token)
        #expect(app.session(token: tab.token)?.holdsScreens == false)

        // Back or Forward to another screen: the page goes there, whatever the screen it leaves would show now.
        send("{\"t\":\"navigate\",\"path\":\"/counter\"}", on: tab, of: app)
        let answer = tab.socket.take()
        #expect(answer.count == 1 && answer.first?.contains("\"t\":\"screen\"") == true
                && answer.first?.contains("\"path\":\"/counter\"") == true, "\(answer)")
        let rebuilt = try #require(app.session(token: tab.token))
        #expect(rebuilt.performAndWait { rebuilt.topViewController?.path } == "/counter")
        app.closeAll()
        try? FileManager.default.removeItem(at: directory)
    }

    /// A tab a replay could not bring back as its page shows it keeps its screens however long it idles: one with
    /// a timer waiting (an hour), one whose screen that starts fresh handled a tap, one following changes from
    /// outside its tab, and any tab of a server keeping no records.
    @Test(arguments: [("/later", "laterButton", true), ("/fresh", "plusButton", true), ("/following", "plusButton", true),
                      ("/counter", "plusButton", false)])
    func aTabThatCouldNotBeRebuiltAsItIsKeepsItsScreens(path: String, button: String, continuity: Bool) throws {
        let app = try makeApp(continuity: continuity)
        let tab = try open(app, path)
        send(tap(button), on: tab, of: app)
        sweepAnHourLater(app, tab.token)
        #expect(app.session(token: tab.token)?.holdsScreens == true)
        app.closeAll()
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func aTabShowingWhatOtherTabsChangeKeepsItsScreensUntilItStopsFollowing() throws {
        let app = try makeApp()
        let tab = try open(app, "/board")
        sweepAnHourLater(app, tab.token)
        let session = try #require(app.session(token: tab.token))
        #expect(session.holdsScreens, "subscribed to a publisher followed across tabs")
        BoardScreen.board.accept("from another tab")
        settle(app, tab.token)
        #expect(session.performAndWait { (session.topViewController as? BoardScreen)?.boardLabel.text } == "from another tab")
        send(tap("stopButton"), on: tab, of: app)
        sweepAnHourLater(app, tab.token)
        #expect(!session.holdsScreens, "no longer following, it lets its screens go as any idle tab")
        app.closeAll()
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func aTabWithAServiceRequestInFlightKeepsItsScreens() throws {
        let silent = try SilentListener()
        let app = try makeApp()
        let quote = try open(app, "/quote")
        let session = try #require(app.session(token: quote.token))
        (session.performAndWait { session.topViewController } as? QuoteScreen)?.url = silent.url
        send(tap("askButton"), on: quote, of: app)
        sweepAnHourLater(app, quote.token)
        #expect(session.holdsScreens, "its request is unanswered")
        silent.close()
        app.closeAll()
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func aReleasedTabWhoseRecordBrokeStartsFresh() throws {
        let app = try makeApp()
        let tab = try open(app, "/counter")
        send(tap("plusButton"), on: tab, of: app)
        sweepAnHourLater(app, tab.token)
        let store = try #require(app.configuration.continuity as? DirectoryContinuityStore)
        try "not a journal\n".write(to: store.directory.appendingPathComponent("\(tab.token).jsonl"), atomically: true, encoding: .utf8)
        _ = tab.socket.take()
        tab.connection.receive(text: tap("plusButton"))
        #expect(tab.socket.take().first?.contains("badToken") == true, "the page is told to load again, and starts fresh")
        #expect(tab.connection.sessionEnded)
        #expect(app.session(token: tab.token) == nil)
        #expect(store.record(token: tab.token) == nil)
        app.closeAll()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A screen whose tap sets a label an hour later (timed work on the UI scheduler).
final class LaterScreen: ViewController {
    let laterButton = Button(id: "laterButton", title: "Later")
    let laterLabel = Label(id: "laterLabel")
    override var title: String { "Later" }
    override func loadView() { add(laterButton, laterLabel) }
    override func viewDidLoad() {
        laterButton.rx.tap.bind(with: self) { owner, _ in
            let ui = SharingScheduler.current
            ui.schedule(after: ui.now.advanced(by: .seconds(3600))) { [weak owner] in owner?.laterLabel.text = "Later" }
        }.disposed(by: disposeBag)
    }
}

/// A loopback port that takes connections and never answers: a request to it stays in flight.
private final class SilentListener {
    private let descriptor: Int32
    let url: URL

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && listen(descriptor, 8) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else { throw POSIXError(.EADDRINUSE) }
        url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/api/quote")!
    }

    func close() { _ = Glibc.close(descriptor) }
}
