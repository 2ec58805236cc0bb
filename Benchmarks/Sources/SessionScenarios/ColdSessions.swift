// Scenario g with cold caches: many tabs of one app in one `WebApp`, each event to the next tab in turn, so that each
// event finds its tab as a live server does at 1,000 tabs × 1 event a second — last touched a whole round ago and
// evicted since. Under callgrind's cache simulation (cold-cache.sh) the misses per event say how much memory an
// event walks, which the instruction count of (g) on one warm tab does not.
import BinderyWeb
import BinderyWebServer
import Foundation

/// `tabs` live sessions of `scenario`'s app, driven round robin, one event frame at a time.
public final class ColdSessionRunner: @unchecked Sendable {
    private let app: WebApp
    private let connections: [WebConnection]
    private let frames: [String]
    private let sink = FrameSink()
    private let setup: SessionSetup

    /// Opens `tabs` pages of the scenario's app in one `WebApp` and attaches their sockets; waits for every screen.
    public init(_ scenario: SessionScenario, tabs: Int) {
        setup = SessionSetup(scenario)
        frames = setup.frames
        let path = setup.path
        app = WebApp(screens: setup.registry,
                     configuration: WebConfiguration(maxSessions: tabs + 10, maxSessionsPerClient: tabs + 10,
                                                     eventsPerSecond: 1e12, eventBurst: 1 << 40))
        app.observeActivity(ServerMetrics())
        let language = app.language(forPage: path, query: nil, acceptLanguage: "en")
        connections = (0..<tabs).map { [app, sink] _ in
            guard let page = app.openPage(path: path, language: language) else { fatalError("no page at \(path)") }
            let hello = #"{"t":"hello","v":\#(ClientMessage.version),"token":"\#(page.token)","path":"\#(path)"}"#
            guard let connection = app.connect(hello: hello, send: { frame in sink.receive(frame) }) else {
                fatalError("hello refused")
            }
            sink.screenArrived.wait()
            return connection
        }
        for connection in connections { connection.session.performAndWait {} }
        Thread.sleep(forTimeInterval: 0.05)
        for connection in connections { connection.session.performAndWait {} }
        sink.reset()
    }

    /// Sends `count` events, each to the next tab in turn (every tab gets key 1, then backspace, then key 1 …), each
    /// waited for until its patch frame has been sent.
    @inline(never)
    public func run(_ count: Int) {
        for index in 0..<count {
            let (round, tab) = index.quotientAndRemainder(dividingBy: connections.count)
            connections[tab].receive(text: frames[round & 1])
            sink.patchArrived.wait()
        }
    }

    /// The patch frames sent and their bytes, as `frames/bytes`; then closes the sessions and deletes the data.
    public func finish() -> String {
        let result = sink.summary
        for connection in connections { connection.close() }
        app.closeAll()
        setup.removeData()
        return result
    }
}
