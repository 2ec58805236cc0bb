import Bindery
import BinderyWeb
import Foundation
import Testing

/// Where a live session runs a page's event: on the socket's thread, in turn, for a `socketThread` screen; after a
/// hop onto the UI thread for a `lane` one. Live queues, no sleeps: each test waits for the frames it expects.
struct ScreenThreadingTests {
    @Test func theRegistryTellsEachRoutesThreading() {
        let registry = threadingRegistry()
        #expect(registry.threading(for: "/inline?x=1") == .socketThread)
        #expect(registry.threading(for: "/hopping") == .lane)
        #expect(registry.threading(for: "/nowhere") == nil)
    }

    @Test func aSocketThreadScreensEventRunsOnTheCallerAndIsSentBeforeReceiveReturns() throws {
        let page = try LivePage(path: "/inline")
        defer { page.close() }
        page.tap()
        // No waiting: the tick ran on this thread and its patch went out before `receive` returned.
        #expect(page.frames.count == 3)
        #expect(page.frames.last?.contains("\"taps: 1\"") == true)
        #expect(page.screen.tickThreads == [ThreadID.current])
    }

    @Test func aLaneScreensEventHopsOntoTheUIThread() throws {
        let page = try LivePage(path: "/hopping")
        defer { page.close() }
        page.tap()
        #expect(page.waitForFrames(3))
        #expect(page.frames.last?.contains("\"taps: 1\"") == true)
        #expect(page.screen.tickThreads.count == 1)
        #expect(page.screen.tickThreads.first != ThreadID.current)
    }

    @Test func anEventOnTheCallerWaitsForTheWorkQueuedBeforeIt() throws {
        let page = try LivePage(path: "/inline")
        defer { page.close() }
        let gate = DispatchSemaphore(value: 0)
        let order = Box()
        page.session.perform {
            gate.wait()
            order.append("queued work")
        }
        DispatchQueue.global().async { gate.signal() }
        page.screen.onTap = { order.append("tap") }
        page.tap()
        #expect(order.frames == ["queued work", "tap"])
        #expect(page.frames.count == 3)
    }

    @Test func aScreenPushedFromCodeKeepsThePushersThreadingAndARouteOfItsOwnItsOwn() throws {
        let page = try LivePage(path: "/inline")
        defer { page.close() }
        page.send(#"{"t":"event","id":"pushButton","name":"tap"}"#)  // pushes a screen made in code
        #expect(page.frames.count == 3)
        #expect(page.session.performAndWait { page.session.topViewController?.threading } == .socketThread)
        page.send(#"{"t":"navigate","path":"/hopping"}"#)  // a lane route's screen: this event ran here, the next hops
        #expect(page.frames.count == 4)
        let hopping = try #require(page.session.performAndWait { page.session.topViewController as? ThreadProbeScreen })
        page.send(#"{"t":"event","id":"tapButton","name":"tap"}"#)
        #expect(page.waitForFrames(5))
        #expect(hopping.tickThreads.count == 1)
        #expect(hopping.tickThreads.first != ThreadID.current)
    }
}

/// A thread's identity, comparable in expectations.
private struct ThreadID: Equatable, CustomStringConvertible {
    let raw: pthread_t
    static var current: ThreadID { ThreadID(raw: pthread_self()) }
    static func == (a: ThreadID, b: ThreadID) -> Bool { pthread_equal(a.raw, b.raw) != 0 }
    var description: String { "thread \(raw)" }
}

/// A screen that counts taps on a label and notes the thread each tap's tick ran on.
private final class ThreadProbeScreen: ViewController, @unchecked Sendable {
    let tapButton = Button(id: "tapButton", title: "Tap")
    let pushButton = Button(id: "pushButton", title: "Push")
    let tapsLabel = Label(id: "tapsLabel", text: "taps: 0")
    private let lock = NSLock()
    private var threads: [ThreadID] = []
    private var taps = 0
    /// Called on each tap, on the tick's thread.
    var onTap: () -> Void = {}

    var tickThreads: [ThreadID] { lock.withLock { threads } }

    override var title: String { "Probe" }
    override func loadView() { add(tapButton, pushButton, tapsLabel) }
    override func viewDidLoad() {
        tapButton.rx.tap
            .bind(with: self) { owner, _ in
                owner.lock.withLock { owner.threads.append(.current) }
                owner.onTap()
                owner.taps += 1
                owner.tapsLabel.text = "taps: \(owner.taps)"
            }
            .disposed(by: disposeBag)
        pushButton.rx.tap
            .bind(with: self) { owner, _ in owner.navigationController?.push(ThreadProbeScreen(), path: "/inline/pushed") }
            .disposed(by: disposeBag)
    }
}

private func threadingRegistry() -> ScreenRegistry {
    let registry = ScreenRegistry()
    registry.register("/inline", threading: .socketThread) { _ in ThreadProbeScreen() }
    registry.register("/hopping") { _ in ThreadProbeScreen() }
    return registry
}

/// A page of a live `WebApp` (default UI threads) with its socket attached: the welcome and the screen received.
private final class LivePage {
    let app = WebApp(screens: threadingRegistry())
    let connection: WebConnection
    private let received = FrameWaiter()

    init(path: String) throws {
        let token = try #require(app.openPage(path: path, language: "en")).token
        connection = try #require(app.connect(hello: #"{"t":"hello","v":1,"token":"\#(token)"}"#, send: received.append))
        try #require(received.wait(for: 2))
    }

    var session: Session { connection.session }
    var screen: ThreadProbeScreen { session.performAndWait { session.topViewController as! ThreadProbeScreen } }
    var frames: [String] { received.frames }

    func tap() { send(#"{"t":"event","id":"tapButton","name":"tap"}"#) }
    func send(_ frame: String) { connection.receive(text: frame) }
    func waitForFrames(_ count: Int) -> Bool { received.wait(for: count) }
    func close() { app.closeAll() }
}

/// Frames sent from any thread, and a wait for the count expected (bounded, never a sleep).
private final class FrameWaiter: @unchecked Sendable {
    private let condition = NSCondition()
    private var stored: [String] = []

    var frames: [String] { condition.withLock { stored } }

    func append(_ frame: String) {
        condition.withLock {
            stored.append(frame)
            condition.broadcast()
        }
    }

    func wait(for count: Int) -> Bool {
        let deadline = Date() + 10
        return condition.withLock {
            while stored.count < count {
                if !condition.wait(until: deadline) { return false }
            }
            return true
        }
    }
}
