@testable import BinderyWeb
import Foundation
@testable import Login
import Testing

/// An idle sign-in tab nobody typed in lets its screen go (built again, the form is the one the page shows) and
/// answers its first keystroke exactly as a tab that never let go; once typed in, it keeps it (the form starts fresh:
/// a replay would not bring back what was typed). Sessions run on live queues; each step waits on the session's queue
/// (`performAndWait`), and idleness is given as a time, never waited for.
@Suite(.serialized) struct LoginIdleTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    /// A server of the sign-in screens releasing idle tabs after `releaseAfter` seconds (0: never).
    private func makeApp(releaseAfter: TimeInterval) throws -> WebApp {
        let registry = ScreenRegistry()
        let services = LoginApp.Services(accounts: StubAccountStore(), throttle: LoginThrottle(),
                                         background: DispatchQueue(label: "login-idle-tests").eraseToAnyScheduler())
        LoginApp.register(in: registry, environment: .testing.providing(services))
        let records = try DirectoryContinuityStore(directory: directory.url.appendingPathComponent(UUID().uuidString))
        return WebApp(screens: registry, configuration: WebConfiguration(continuity: records, releaseIdleScreensAfter: releaseAfter))
    }

    /// A sign-in page on `app` with its socket attached; the attach's frames taken.
    private func open(_ app: WebApp) throws -> (token: String, connection: WebConnection, frames: Frames) {
        let page = try #require(app.openPage(path: LoginApp.path, language: "en"))
        let frames = Frames()
        let hello = "{\"t\":\"hello\",\"v\":1,\"token\":\"\(page.token)\",\"path\":\"\(LoginApp.path)\"}"
        let connection = try #require(app.connect(hello: hello, send: frames.send))
        app.session(token: page.token)?.performAndWait {}
        _ = frames.take()
        return (page.token, connection, frames)
    }

    private func type(_ text: String, on tab: (token: String, connection: WebConnection, frames: Frames), of app: WebApp) {
        tab.connection.receive(text: "{\"t\":\"event\",\"id\":\"idField\",\"name\":\"change\",\"value\":\"\(text)\"}")
        app.session(token: tab.token)?.performAndWait {}
    }

    private func sweepAnHourLater(_ app: WebApp, _ token: String) {
        app.releaseIdleScreens(now: DispatchTime.now().uptimeNanoseconds + 3_600_000_000_000)
        app.session(token: token)?.performAndWait {}
    }

    @Test func anUntouchedSignInFormLetsGoAndAnswersItsFirstKeystrokeAsATwinThatKeptIt() throws {
        let released = try makeApp(releaseAfter: 15), twin = try makeApp(releaseAfter: 0)
        let tab = try open(released), twinTab = try open(twin)
        sweepAnHourLater(released, tab.token)
        #expect(released.session(token: tab.token)?.holdsScreens == false)
        #expect(tab.frames.take().isEmpty, "the page is told nothing")

        type("demo@example.com", on: tab, of: released)
        type("demo@example.com", on: twinTab, of: twin)
        let answer = tab.frames.take()
        #expect(answer == twinTab.frames.take())
        #expect(answer.count == 1 && answer.first?.contains("\"t\":\"patch\"") == true, "no screen: the patch alone")

        sweepAnHourLater(released, tab.token)
        #expect(released.session(token: tab.token)?.holdsScreens == true, "typed in, the form keeps its screen")
        released.closeAll()
        twin.closeAll()
    }
}

/// The frames a page was sent.
private final class Frames: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [String] = []
    var send: @Sendable (String) -> Void { { [weak self] frame in self?.lock.withLock { self?.frames.append(frame) } } }
    func take() -> [String] { lock.withLock { defer { frames = [] }; return frames } }
}
