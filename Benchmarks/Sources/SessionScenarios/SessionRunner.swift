// Scenario g: the session path, in process, no sockets.
//
// A `WebApp` as the server builds it (live sessions on `UIThread.queue`, lane screens' on the shared `UILanes`, its
// events and refusals counted by a `ServerMetrics` as `WebServer` attaches one) opens a gallery app's
// page and connects its socket with the page's hello, exactly as the server's WebSocket handler does
// (`WebApp.connect(hello:send:)`). Each event is then one text frame handed to the `WebConnection`, as the socket's
// event loop hands it: it is decoded, run on the session's UI thread (Dutch pay's screen is registered
// `socketThread`: on the calling thread, in the session's queue; Find Number's hops onto its lane), dispatched to
// the control, runs through the view controller's bindings and the view model, and leaves as one `patch` frame
// encoded to JSON text, which the `send` closure (the socket's writer) receives. The calling thread plays the event
// loop and waits for that frame before it sends the next event, so one event is one whole round trip through the
// session.
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

    init(_ scenario: SessionScenario) {
        dataDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("sessionpath-probe-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let environment = AppEnvironment(dataDirectory: dataDirectory, apiBaseURL: { URL(string: "http://127.0.0.1:9")! })
        switch scenario {
        case .dutchPay:
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

    /// Deletes the data folder, after writing what Find Number's store holds (else the exit's write recreates it).
    func removeData() {
        RecordStore.flushAll()
        try? FileManager.default.removeItem(at: dataDirectory)
    }
}

/// One live session of a gallery app, driven frame by frame.
public final class SessionRunner: @unchecked Sendable {
    private let app: WebApp
    private let connection: WebConnection
    private let frames: [String]
    private let sink = FrameSink()
    private let setup: SessionSetup

    /// Opens the scenario's page in a new session and attaches its socket; waits for the screen.
    public init(_ scenario: SessionScenario) {
        setup = SessionSetup(scenario)
        let path = setup.path
        frames = setup.frames
        // The rate limit is the server's defence against a flooding page, not part of the path measured.
        app = WebApp(screens: setup.registry, configuration: WebConfiguration(eventsPerSecond: 1e12, eventBurst: 1 << 40))
        app.observeActivity(ServerMetrics())
        let language = app.language(forPage: path, query: nil, acceptLanguage: "en")
        guard let page = app.openPage(path: path, language: language) else { fatalError("no page at \(path)") }
        let hello = #"{"t":"hello","v":\#(ClientMessage.version),"token":"\#(page.token)","path":"\#(path)"}"#
        guard let connection = app.connect(hello: hello, send: { [sink] frame in sink.receive(frame) }) else {
            fatalError("hello refused")
        }
        self.connection = connection
        sink.screenArrived.wait()
        // Let the first tick (appear, Find Number's first fetch) settle, then forget its patches.
        for _ in 0..<2 { connection.session.performAndWait {} }
        Thread.sleep(forTimeInterval: 0.05)
        for _ in 0..<2 { connection.session.performAndWait {} }
        sink.reset()
    }

    /// Sends `count` events, one frame at a time, each waited for until its patch frame has been sent.
    @inline(never)
    public func run(_ count: Int) {
        for index in 0..<count {
            connection.receive(text: frames[index & 1])
            sink.patchArrived.wait()
        }
    }

    /// The patch frames sent and their bytes, as `frames/bytes`; then closes the session and deletes the data.
    public func finish() -> String {
        let result = sink.summary
        connection.close()
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

    // Compared as bytes: `String.hasPrefix` compares Unicode-canonically and cost 4,500 instructions a frame, which
    // (g) counted as the session's.
    private static let patchPrefix = Array(#"{"t":"patch""#.utf8)
    private static let screenPrefix = Array(#"{"t":"screen""#.utf8)

    func receive(_ frame: String) {
        if frame.utf8.starts(with: Self.patchPrefix) {
            lock.withLock { patchFrames += 1; patchBytes &+= frame.utf8.count }
            patchArrived.signal()
        } else if frame.utf8.starts(with: Self.screenPrefix) {
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
