// Scenario g: the session path, in process, no sockets.
//
// A `WebApp` as the server builds it (live sessions on `UIThread.queue`, lane screens' on the shared `UILanes`, its
// events and refusals counted by a `ServerMetrics` as `WebServer` attaches one) opens a gallery app's
// page and connects its socket with the page's hello, exactly as the server's WebSocket handler does
// (`WebApp.connect(hello:sendUTF8:)`). Each event is then one text frame handed to the `WebConnection`, as the socket's
// event loop hands it: it is decoded, run on the session's UI thread (Dutch pay's screen is registered
// `socketThread`: on the calling thread, in the session's queue; Find Number's hops onto its lane), dispatched to
// the control, runs through the view controller's bindings and the view model, and leaves as one `patch` frame
// encoded to JSON, whose UTF-8 the `send` closure (the socket's writer) receives. The calling thread plays the event
// loop and waits for that frame before it sends the next event, so one event is one whole round trip through the
// session.
//
// With many tabs (cold-cache.sh), each event goes to the next tab in turn, so that each event finds its tab as a live
// server does at 1,000 tabs × 1 event a second — last touched a whole round ago and evicted since. Under callgrind's
// cache simulation the misses per event say how much memory an event walks, which the instruction count of (g) on
// one warm tab does not.
import Bindery
import BinderyWeb
import BinderyWebServer
import DutchPay
import FindNumber
import Foundation

/// The session-path scenarios: which app's screen, and which events alternate.
public enum SessionScenario: String, CaseIterable, Sendable {
    /// Dutch pay: key 1, then backspace, in turn (total 0 → 1 → 0): a pure UI event, two labels patched per event.
    case dutchPay = "g-dutch-pay"
    /// Find Number: a right guess (the service answers at once with a stub), then a wrong one, in turn: every
    /// event changes the record, so every event saves it (`RecordStore`) and patches the labels.
    case findNumber = "g-find-number"
    /// Dutch pay as `dutchPay`, with its tab's continuity record written to a folder (as a server keeps it by
    /// default): what continuity costs the session path.
    case dutchPayContinuity = "g-dutch-pay-continuity"

    /// Looks a scenario up by its full name, or `g` for Dutch pay.
    public init?(name: String) {
        if name == "g" { self = .dutchPay; return }
        guard let match = Self.allCases.first(where: { $0.rawValue == name }) else { return nil }
        self = match
    }
}

/// A random-number service that answers 1 at once, without a network.
struct AlwaysOne: RandomNumberServiceType {
    func fetchNumber(in range: ClosedRange<Int>) -> AnyPublisher<Int, FindNumberError> {
        Just(1).setFailureType(to: FindNumberError.self).eraseToAnyPublisher()
    }
}

/// A gallery app's screens registered with a stub or offline environment, and the frames its scenario sends.
struct SessionSetup {
    let registry = ScreenRegistry()
    let path: String
    let frames: [String]
    let dataDirectory: URL
    /// Where the tabs' continuity records go, for the scenario that keeps them.
    let continuity: DirectoryContinuityStore?

    init(_ scenario: SessionScenario) {
        dataDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("sessionpath-probe-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let environment = AppEnvironment(dataDirectory: dataDirectory, apiBaseURL: { URL(string: "http://127.0.0.1:9")! })
        continuity = scenario == .dutchPayContinuity
            ? try? DirectoryContinuityStore(directory: dataDirectory.appendingPathComponent("sessions")) : nil
        switch scenario {
        case .dutchPay, .dutchPayContinuity:
            DutchPayApp.register(in: registry, environment: environment)
            path = DutchPayApp.path
            frames = [#"{"t":"event","id":"key1","name":"tap"}"#, #"{"t":"event","id":"backspaceKey","name":"tap"}"#]
        case .findNumber:
            let records = RecordStore(defaults: environment.defaults(named: "find-number"))
            registry.register(FindNumberApp.path, texts: FindNumberText.self) { _ in
                FindNumberViewController { FindNumberViewModel(service: AlwaysOne(), store: records) }
            }
            path = FindNumberApp.path
            frames = [#"{"t":"event","id":"firstButton","name":"tap"}"#, #"{"t":"event","id":"secondButton","name":"tap"}"#]
        }
    }

    /// Opens the scenario's page in a new session of `app` and attaches a socket with the page's hello, as the
    /// server's WebSocket handler does; the socket's frames go to `send`.
    func openTab(in app: WebApp, language: Language, send: @escaping @Sendable ([UInt8]) -> Void) -> WebConnection {
        guard let page = app.openPage(path: path, language: language) else { fatalError("no page at \(path)") }
        let hello = #"{"t":"hello","v":\#(ClientMessage.version),"token":"\#(page.token)","path":"\#(path)"}"#
        guard let connection = app.connect(hello: hello, sendUTF8: send) else { fatalError("hello refused") }
        return connection
    }

    /// Deletes the data folder, after writing what Find Number's store holds (else the exit's write recreates it).
    func removeData() {
        RecordStore.flushAll()
        try? FileManager.default.removeItem(at: dataDirectory)
    }
}

/// Live sessions of a gallery app in one `WebApp` — one tab for scenario g, many for cold-cache.sh — driven frame by
/// frame, each event to the next tab in turn.
public final class SessionRunner: @unchecked Sendable {
    private let app: WebApp
    private let connections: [WebConnection]
    private let frames: [String]
    private let sink = FrameSink()
    private let setup: SessionSetup

    /// Opens `tabs` pages of the scenario's app and attaches their sockets; waits for every screen.
    public init(_ scenario: SessionScenario, tabs: Int = 1) {
        setup = SessionSetup(scenario)
        frames = setup.frames
        // The rate limit is the server's defence against a flooding page, not part of the path measured.
        app = WebApp(screens: setup.registry,
                     configuration: WebConfiguration(maxSessions: tabs + 10, maxSessionsPerClient: tabs + 10,
                                                     eventsPerSecond: 1e12, eventBurst: 1 << 40,
                                                     maxJournalBytes: 1 << 40, continuity: setup.continuity))
        app.observeActivity(ServerMetrics())
        let language = app.language(forPage: setup.path, query: nil, acceptLanguage: "en")
        connections = (0..<tabs).map { [app, setup, sink] _ in
            let connection = setup.openTab(in: app, language: language) { frame in sink.receive(frame) }
            sink.screenArrived.wait()
            return connection
        }
        // Let the first tick (appear, Find Number's first fetch) settle, then forget its patches.
        for connection in connections { connection.session.performAndWait {} }
        Thread.sleep(forTimeInterval: 0.05)
        for connection in connections { connection.session.performAndWait {} }
        sink.reset()
    }

    /// Sends `count` events, each to the next tab in turn (every tab gets the first frame, then the second, then the
    /// first …), each waited for until its patch frame has been sent.
    @inline(never)
    public func run(_ count: Int) {
        var tab = 0
        var round = 0
        for _ in 0..<count {
            connections[tab].receive(text: frames[round & 1])
            sink.patchArrived.wait()
            tab += 1
            if tab == connections.count { tab = 0; round += 1 }
        }
    }

    /// Closes the tab's socket and every session, as a server that stops does, keeping its record; returns the tab's
    /// token, where its record is, and the screens a restarted server registers.
    func detachForRestore() -> (token: String, store: DirectoryContinuityStore, registry: ScreenRegistry) {
        let token = connections[0].session.token
        for connection in connections { connection.close() }
        app.closeAll()
        guard let store = setup.continuity else { fatalError("the scenario keeps no record") }
        return (token, store, setup.registry)
    }

    /// Deletes the data folder (the records with it).
    func removeData() { setup.removeData() }

    /// The patch frames sent and their bytes, as `frames/bytes` (and the continuity records' bytes, `/record bytes`,
    /// when kept); then closes the sessions and deletes the data.
    public func finish() -> String {
        var result = sink.summary
        if let store = setup.continuity {
            let files = (try? FileManager.default.contentsOfDirectory(at: store.directory, includingPropertiesForKeys: [.fileSizeKey])) ?? []
            let bytes = files.reduce(0) { $0 + ((try? $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
            result += "/\(bytes)"
        }
        for connection in connections { connection.close() }
        app.closeAll()
        setup.removeData()
        return result
    }
}

/// The socket's writer: counts the patch frames the session sends and wakes the event loop for each.
final class FrameSink: @unchecked Sendable {
    let patchArrived = DispatchSemaphore(value: 0)
    let screenArrived = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var patchFrames = 0
    private var patchBytes = 0

    // Compared as bytes (the frames arrive as UTF-8): `String.hasPrefix` compares Unicode-canonically and cost 4,500
    // instructions a frame, which (g) counted as the session's.
    private static let patchPrefix = Array(#"{"t":"patch""#.utf8)
    private static let screenPrefix = Array(#"{"t":"screen""#.utf8)

    func receive(_ frame: [UInt8]) {
        if frame.starts(with: Self.patchPrefix) {
            lock.withLock { patchFrames += 1; patchBytes &+= frame.count }
            patchArrived.signal()
        } else if frame.starts(with: Self.screenPrefix) {
            screenArrived.signal()
        }
    }

    /// Forgets the patches sent so far (those of the screen's first ticks).
    func reset() {
        while patchArrived.wait(timeout: .now()) == .success {}
        lock.withLock { patchFrames = 0; patchBytes = 0 }
    }

    var summary: String { lock.withLock { "\(patchFrames) patch frames, \(patchBytes) bytes" } }
}
