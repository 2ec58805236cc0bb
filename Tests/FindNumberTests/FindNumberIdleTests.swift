@testable import BinderyWeb
@testable import FindNumber
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An idle Find Number tab lets its screen go while nothing was done on it, and gets it back on its next tap with the
/// same hidden target (its record answers the fetch the rebuilt screen makes as it loads), answering that tap exactly
/// as a tab that never let go; a tab that guessed keeps its screen. The game runs on a live server's session with a
/// continuity record, its random-number API a stub behind the session's `JournalingURLSession`; each step waits on the
/// session's queue (`performAndWait`), for the API's answer until the session has no request in flight, and idleness
/// is given as a time, never waited for.
@Suite(.serialized) struct FindNumberIdleTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("findnumber-idle-\(UUID().uuidString)")
    let suites = TemporaryDefaults()

    /// A server of the game releasing idle tabs after `releaseAfter` seconds (0: never), its API answering `numbers`
    /// in order, its record in a store of its own.
    private func makeApp(releaseAfter: TimeInterval, numbers: [Int]) throws -> (app: WebApp, api: StubNumbersAPI) {
        let api = StubNumbersAPI(numbers: numbers)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubNumbersProtocol.self]
        let urlSession = JournalingURLSession(configuration: configuration)
        let store = RecordStore(defaults: suites.defaults(suiteName: suites.makeSuiteName()))
        let registry = ScreenRegistry()
        let services = FindNumberApp.Services(randomNumbers: { RandomNumberService(baseURL: api.baseURL, session: urlSession) },
                                              records: store)
        FindNumberApp.register(in: registry, environment: .testing.providing(services))
        let records = try DirectoryContinuityStore(directory: directory.appendingPathComponent(UUID().uuidString))
        let app = WebApp(screens: registry, configuration: WebConfiguration(continuity: records, releaseIdleScreensAfter: releaseAfter))
        return (app, api)
    }

    /// A page of the game on `app` with its socket attached and its first target arrived; the attach's frames taken.
    private func open(_ app: WebApp) throws -> Tab {
        let page = try #require(app.openPage(path: FindNumberApp.path, language: "en"))
        let tab = Tab(token: page.token)
        let hello = "{\"t\":\"hello\",\"v\":1,\"token\":\"\(page.token)\",\"path\":\"\(FindNumberApp.path)\"}"
        let connection = try #require(app.connect(hello: hello, send: tab.send))
        tab.connection = connection
        settle(app, tab)
        _ = tab.take()
        return tab
    }

    /// Waits until the session of `tab` has no request in flight and ran what its queue holds: up to 30 s, as the
    /// whole suite runs in parallel on two cores and the stub's answer can wait its turn for seconds.
    private func settle(_ app: WebApp, _ tab: Tab) {
        let pause = DispatchSemaphore(value: 0)
        for _ in 0..<3_000 {
            guard let session = app.session(token: tab.token) else { return }
            if !session.performAndWait({ session.thread.hasWorkUnderWay }) { return }
            _ = pause.wait(timeout: .now() + .milliseconds(10))
        }
        Issue.record("the API's answer never arrived")
    }

    /// Taps `number` and waits for what it sets off: when the page is `answered`, until a frame came (the new target's
    /// fetch may start after a hop, when no request is yet in flight to wait for), then until nothing is under way.
    private func tap(_ number: Int, on tab: Tab, of app: WebApp, answered: Bool = true) {
        let id = FindNumberViewController.buttonID(for: number, in: GuessRange.standard)
        tab.connection?.receive(text: "{\"t\":\"event\",\"id\":\"\(id)\",\"name\":\"tap\"}")
        if answered {
            let pause = DispatchSemaphore(value: 0)
            for _ in 0..<3_000 where !tab.hasFrames { _ = pause.wait(timeout: .now() + .milliseconds(10)) }
            #expect(tab.hasFrames, "the tap of \(number) was never answered")
        }
        settle(app, tab)
    }

    /// Sweeps `app` as if its tabs had been idle for an hour, and waits for the release to run.
    private func sweepAnHourLater(_ app: WebApp, _ tab: Tab) {
        app.releaseIdleScreens(now: DispatchTime.now().uptimeNanoseconds + 3_600_000_000_000)
        app.session(token: tab.token)?.performAndWait {}
    }

    @Test func anUntouchedGameLetsGoAndItsNextTapFindsTheSameTarget() throws {
        let (released, api) = try makeApp(releaseAfter: 15, numbers: [2, 3])
        let (twin, twinAPI) = try makeApp(releaseAfter: 0, numbers: [2, 3])
        let tab = try open(released), twinTab = try open(twin)
        let session = try #require(released.session(token: tab.token))
        sweepAnHourLater(released, tab)
        sweepAnHourLater(twin, twinTab)
        #expect(!session.holdsScreens, "no guess yet: built again, the game is the one the page shows")
        #expect(twin.session(token: twinTab.token)?.holdsScreens == true)
        #expect(tab.take().isEmpty, "the page is told nothing")

        // 2 is the target: a right guess fetches the next one and scores when it arrives.
        tap(2, on: tab, of: released)
        tap(2, on: twinTab, of: twin)
        let answer = tab.take()
        #expect(answer == twinTab.take())
        #expect(answer.count == 1 && answer.first?.contains("\"t\":\"patch\"") == true, "no screen: the patch alone")
        #expect(answer.first?.contains("Stage: 2") == true && answer.first?.contains("Current: 1 in a row!") == true)
        #expect(api.requests == 2 && twinAPI.requests == 2, "the rebuilt game's target came from its record, not the API")
        released.closeAll()
        twin.closeAll()
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func aGameThatWasPlayedKeepsItsScreen() throws {
        let (app, _) = try makeApp(releaseAfter: 15, numbers: [2])
        let tab = try open(app)
        tap(1, on: tab, of: app, answered: false)  // a miss on stage 1: nothing changes on the page, but it was played
        sweepAnHourLater(app, tab)
        #expect(app.session(token: tab.token)?.holdsScreens == true, "a replay would not redo the guess")
        app.closeAll()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// One tab: its token, its socket's connection and the frames the page was sent.
private final class Tab: @unchecked Sendable {
    let token: String
    var connection: WebConnection?
    private let lock = NSLock()
    private var frames: [String] = []

    init(token: String) { self.token = token }

    var send: @Sendable (String) -> Void { { [weak self] frame in self?.lock.withLock { self?.frames.append(frame) } } }
    func take() -> [String] { lock.withLock { defer { frames = [] }; return frames } }
    var hasFrames: Bool { lock.withLock { !frames.isEmpty } }
}

/// A random-number API answering `[n]` with its numbers in order, reached at its own host through `StubNumbersProtocol`.
final class StubNumbersAPI: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var byHost: [String: StubNumbersAPI] = [:]
    let baseURL: URL
    private var numbers: [Int]
    private var answered = 0
    /// How many requests it answered.
    var requests: Int { Self.lock.withLock { answered } }

    init(numbers: [Int]) {
        self.numbers = numbers
        let host = "numbers-\(UUID().uuidString.lowercased()).test"
        baseURL = URL(string: "http://\(host)/")!
        Self.lock.withLock { Self.byHost[host] = self }
    }

    /// The answer to the next request to `host`: its next number, or nil when it has none left.
    static func next(host: String?) -> Int? {
        lock.withLock {
            guard let api = host.flatMap({ byHost[$0] }), !api.numbers.isEmpty else { return nil }
            api.answered += 1
            return api.numbers.removeFirst()
        }
    }
}

/// Answers a session's requests from the `StubNumbersAPI` of their host, at once.
final class StubNumbersProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, let number = StubNumbersAPI.next(host: url.host) else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotConnectToHost))
            return
        }
        let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1",
                                       headerFields: ["Content-Type": "application/json"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data("[\(number)]".utf8))
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
