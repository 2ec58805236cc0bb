import Bindery
import Foundation

/// Drives one screen without a browser, on virtual time (like Phoenix's `LiveViewTest`):
/// open a screen, tap and type through its controls, read back the messages the page would get.
public final class ScreenTester {
    /// The virtual clock the screen's UI thread runs on.
    public let scheduler: TestSchedulerOf<DispatchQueue>
    /// The in-memory session holding the screen.
    public let session: Session
    private var inbox: [ServerMessage] = []
    /// Whether each screen shown is audited for accessibility (`accessibilityIssues`) as it appears.
    public let checksAccessibility: Bool
    /// The screen audited last, so a screen is audited once per appearance.
    private weak var auditedScreen: ViewController?
    /// The presented screen audited last (an alert, a sheet over the screen), likewise.
    private weak var auditedPresentedScreen: ViewController?
    /// Where the tester was made: the test line its audit failures are reported at.
    private let origin: TestIssue.Place
    /// Given each screen as it comes on show (a test tracks screens and view models for leaks).
    private let screenShown: (ViewController) -> Void
    /// Where the event being sent was asked for: the test line a push it starts to a path without a screen is
    /// reported at (a tester of one screen). Nil between events.
    private var eventPlace: TestIssue.Place?

    /// Opens the screen for `path` from `registry`, attaches an in-memory socket, and runs the first tick; a tester
    /// given another's `browserValues` is another tab (or a reload) of the same browser.
    /// Events are rate-limited as on a live session, but with a burst of `eventBurst` (large by default,
    /// since a test sends many events at one virtual instant). With `attachesSocket` false the page is rendered
    /// but its socket has not connected yet (as while the page loads); `reconnect()` connects it.
    /// The tab speaks `language`, or the fallback language of the screen's app when nil.
    ///
    /// With `checksAccessibility` (the default), every screen the tester shows is audited when it appears; in a test
    /// that reports framework checks (BinderyTest's `.checksForLeaks`), each `AccessibilityIssue` fails the test at the
    /// line that made the tester. Pass false only for a screen that is meant to be broken.
    ///
    /// `screenShown` is given each screen as it comes on show (again when it is returned to): the screens an app's own
    /// registration makes, which a test tracks for leaks with their view models.
    public convenience init(path: String, registry: ScreenRegistry, language: Language? = nil,
                            scheduler: TestSchedulerOf<DispatchQueue> = DispatchQueue.test,
                            eventsPerSecond: Double = 60, eventBurst: Int = 100_000, browserValues: BrowserValues = BrowserValues(),
                            attachesSocket: Bool = true, checksAccessibility: Bool = true,
                            screenShown: @escaping (ViewController) -> Void = { _ in },
                            fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init(path: path, registry: registry, language: language, scheduler: scheduler, thread: .test(scheduler),
                  eventsPerSecond: eventsPerSecond, eventBurst: eventBurst, browserValues: browserValues,
                  attachesSocket: attachesSocket, checksAccessibility: checksAccessibility, screenShown: screenShown,
                  fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The same, on `thread` (a thread on `scheduler`'s virtual time).
    init(path: String, registry: ScreenRegistry, language: Language?, scheduler: TestSchedulerOf<DispatchQueue>, thread: UIThread,
         eventsPerSecond: Double = 60, eventBurst: Int = 100_000, browserValues: BrowserValues = BrowserValues(),
         attachesSocket: Bool, checksAccessibility: Bool = true, screenShown: @escaping (ViewController) -> Void = { _ in },
         fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.scheduler = scheduler
        self.checksAccessibility = checksAccessibility
        self.screenShown = screenShown
        origin = (fileID, filePath, line, column)
        let language = language ?? (registry.localization(for: path) ?? BinderyText.localization).fallback
        session = Session(token: "test", language: language, thread: thread, registry: registry,
                          configuration: WebConfiguration(eventsPerSecond: eventsPerSecond, eventBurst: eventBurst),
                          browserValues: browserValues)
        precondition(session.open(path: path), "No screen at \(path)")
        scheduler.advance()  // let the first bindings settle, as they do synchronously on a live UI queue
        session.flush()
        auditScreenIfNew()
        if attachesSocket { attachSocket() }
    }

    /// Opens one view controller at `path` (a registry of just that screen), showing the texts of `localization`.
    public convenience init(_ makeScreen: @escaping () -> ViewController, path: String = "/", language: Language? = nil,
                            localization: Localization = BinderyText.localization,
                            scheduler: TestSchedulerOf<DispatchQueue> = DispatchQueue.test, attachesSocket: Bool = true,
                            checksAccessibility: Bool = true,
                            fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        let registry = ScreenRegistry()
        registry.register(path.split(separator: "?").first.map(String.init) ?? path, localization: localization) { _ in makeScreen() }
        self.init(path: path, registry: registry, language: language, scheduler: scheduler, attachesSocket: attachesSocket,
                  checksAccessibility: checksAccessibility, fileID: fileID, filePath: filePath, line: line, column: column)
        let opened = screen.map { "\(Swift.type(of: $0)) at \(path)" } ?? path
        registry.pathWithoutRoute = { [weak self] missing in
            guard let self else { return }
            Self.report(TestIssue(Self.noRoute(missing, opened: opened), at: eventPlace ?? origin))
        }
    }

    /// What a test of one screen is told when the screen asks for another (a push): the tester knows no other route.
    static func noRoute(_ path: String, opened: String) -> String {
        "No screen for \(path): this tester opened \(opened) alone, so it knows no other route, and the page would "
            + "show “That page does not exist.” To follow the push, open the app's routes instead: "
            + "ScreenTester(path:registry:) with a registry the app's register(in:environment:) filled."
    }

    /// The screen on show: the top of the session's stack.
    public var screen: ViewController? { session.topViewController }

    /// Taps the control with this id and runs the tick the tap starts. An id the screen on show does not have fails
    /// the test at the calling line, naming the ids it has (see `sendEvent(to:_:value:at:)`).
    public func tap(_ id: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                    column: Int = #column) {
        sendEvent(to: id, .tap, at: (fileID, filePath, line, column))
    }

    /// Taps the part of the control with this id that sends `value` (a tab bar's section by its index, a star of a
    /// rating of an app's own) and runs the tick the tap starts; an id the screen on show does not have fails the test.
    public func tap(_ id: String, value: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                    column: Int = #column) {
        sendEvent(to: id, .tap, value: value, at: (fileID, filePath, line, column))
    }

    /// Types `text` into the text field with this id (the whole new value, as the page sends it).
    public func type(_ id: String, _ text: String, fileID: String = #fileID, filePath: String = #filePath,
                     line: Int = #line, column: Int = #column) {
        sendEvent(to: id, .change, value: text, at: (fileID, filePath, line, column))
    }

    /// Presses Return in the text field `id`, as the page sends it (a `submit` event).
    public func pressReturn(_ id: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                            column: Int = #column) {
        sendEvent(to: id, .submit, at: (fileID, filePath, line, column))
    }

    /// Sends the touch event `name` (`touchDown`, `touchUp`, `touchCancel`) to the touch view `id`.
    public func touch(_ id: String, _ name: ClientMessage.EventName, fileID: String = #fileID,
                      filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        sendEvent(to: id, name, at: (fileID, filePath, line, column))
    }

    /// Selects the row with `rowID` in the table with this id.
    public func select(_ id: String, row rowID: String, fileID: String = #fileID, filePath: String = #filePath,
                       line: Int = #line, column: Int = #column) {
        sendEvent(to: id, .select, value: rowID, at: (fileID, filePath, line, column))
    }

    /// Goes Back or Forward to `path`, as the browser's history does.
    public func navigate(_ path: String) { send(.navigate(path: path)) }

    /// The user leaves the tab (another tab in front, the window minimised), as the page reports it: every screen's
    /// `isPageVisible` turns false.
    public func hidePage() { send(.visibility(.hidden)) }

    /// The user comes back to the tab, as the page reports it.
    public func showPage() { send(.visibility(.visible)) }

    /// Sends a raw frame, as a page (or an attacker) would.
    public func sendFrame(_ text: String) {
        session.receive(frame: text)
        settle()
    }

    /// The user chooses `value` on a value control (a switch's `true`, an option's index, a slider's number, a date in
    /// ISO form), as the page sends it.
    public func choose(_ id: String, _ value: String, fileID: String = #fileID, filePath: String = #filePath,
                       line: Int = #line, column: Int = #column) {
        sendEvent(to: id, .change, value: value, at: (fileID, filePath, line, column))
    }

    /// The user chooses each value in order (`["power": "true", "size": "2"]`), as `choose(_:_:)` does for one.
    public func choose(_ values: KeyValuePairs<String, String>, fileID: String = #fileID, filePath: String = #filePath,
                       line: Int = #line, column: Int = #column) {
        for (id, value) in values { choose(id, value, fileID: fileID, filePath: filePath, line: line, column: column) }
    }

    /// Sends the event `name` to the control `id`, as a user acting on the page does, and runs its tick.
    ///
    /// A user can act only on a control the page shows, so an id the screen on show (or the dialog over it) does not
    /// have is a mistake in the test — a typo, or an id the view controller names otherwise — and not a user's
    /// action: it is reported to the running test at `place`, naming the id and the ids the screen has (BinderyTest's
    /// `.checksForLeaks` makes that a failure of the test), and written to standard error in a test without it. The
    /// event is still sent, and the page's refusal (`unknownId`) is in the messages as before. To send an event for an
    /// id that is gone on purpose (a dismissed dialog's button, a row no longer shown), as an out-of-date page or an
    /// attacker would, use `send(.event(id:name:value:))`, which checks nothing.
    private func sendEvent(to id: String, _ name: ClientMessage.EventName, value: String? = nil,
                           at place: TestIssue.Place) {
        eventPlace = place
        defer { eventPlace = nil }
        if let frontmost = screen?.frontmostViewController, frontmost.view(withId: id) == nil {
            Self.report(TestIssue(Self.noControl(id, event: name, on: frontmost), at: place))
        }
        send(.event(id: id, name: name, value: value))
    }

    /// Reports a mistake in the test to the running test, or writes it to standard error in a test without a reporter,
    /// saying how to make it fail the test.
    static func report(_ issue: TestIssue) {
        if TestIssueReporter.current == nil {
            let place = "\(issue.fileID):\(issue.line)"
            FileHandle.standardError.write(Data(("ScreenTester: \(issue.message) (\(place); this does not fail the test: "
                + "give its suite BinderyTest's .checksForLeaks trait, @Suite(.checksForLeaks), and it does)\n").utf8))
        } else {
            TestIssueReporter.report(issue)
        }
    }

    /// What a test is told when it acts on a control `screen` does not have: the id, the screen, and its ids.
    static func noControl(_ id: String, event: ClientMessage.EventName, on screen: ViewController) -> String {
        let ids = screen.viewsById.keys.sorted()
        let shown = ids.count > Self.idsNamed ? ids.prefix(Self.idsNamed).joined(separator: ", ") + ", … (\(ids.count) in all)"
                                              : ids.joined(separator: ", ")
        return "No control \"\(id)\" on \(Swift.type(of: screen)) at \(screen.path) for a \(event.rawValue) event; "
            + "the page would refuse it (unknownId). Its ids: \(ids.isEmpty ? "none" : shown)."
    }

    /// How many of a screen's ids a failure names before it gives only their count.
    static let idsNamed = 60

    /// Sends a decoded message and runs the tick it starts.
    public func send(_ message: ClientMessage) {
        session.receive(message)
        settle()
    }

    /// Moves virtual time forward, then sends the patches produced as one message.
    public func advance(by interval: DispatchQueue.SchedulerTimeType.Stride = .zero) {
        scheduler.advance(by: interval)
        session.flush()
        auditScreenIfNew()
    }

    /// Reports the mistakes and the accessibility issues of the screen on show to the running test, when it was not
    /// audited yet.
    private func auditScreenIfNew() {
        guard let screen else { return }
        if screen !== auditedScreen {
            auditedScreen = screen
            screenShown(screen)
            for mistake in screen.mistakes {
                TestIssueReporter.report(TestIssue("\(Swift.type(of: screen)) at \(screen.path): \(mistake)", at: origin))
            }
            auditAccessibility(of: screen)
        }
        let presented = screen.frontmostViewController
        if presented !== screen, presented !== auditedPresentedScreen {
            auditedPresentedScreen = presented
            auditAccessibility(of: presented)
        }
    }

    /// Reports `screen`'s accessibility issues to the running test, unless the tester does not check them.
    private func auditAccessibility(of screen: ViewController) {
        guard checksAccessibility else { return }
        for issue in screen.accessibilityIssues {
            TestIssueReporter.report(TestIssue(
                "Accessibility: \(Swift.type(of: screen)) at \(screen.path) (\(session.language)): \(issue)", at: origin))
        }
    }

    /// Runs the work due at the current virtual instant and sends the patches it made, without moving time.
    public func settle() { advance() }

    /// The messages the page received since the last call, oldest first.
    public func takeMessages() -> [ServerMessage] {
        defer { inbox = [] }
        return inbox
    }

    /// The patches the page received since the last call, flattened in order.
    public func takePatches() -> [Patch] {
        takeMessages().flatMap { message -> [Patch] in
            if case .patches(let patches) = message { return patches }
            return []
        }
    }

    /// The control with this id on the current screen, or on the screen presented over it (the one the page's events
    /// reach).
    public func view<V: View>(_ id: String, as type: V.Type = V.self) -> V? {
        screen?.frontmostViewController.view(withId: id) as? V
    }

    /// Asks to close the dialog `id` (`dialog`, the first presented screen's), as Escape, its close button or the
    /// browser's Back do.
    public func dismissDialog(_ id: String = "dialog", fileID: String = #fileID, filePath: String = #filePath,
                              line: Int = #line, column: Int = #column) {
        sendEvent(to: id, .dismiss, at: (fileID, filePath, line, column))
    }

    /// The socket drops (a network blip): the session keeps its screens; what happens meanwhile reaches no page.
    public func dropSocket() {
        session.detach()
        settle()
    }

    /// The page's socket connects (again) to the same session: it gets the welcome and the screen as it is now,
    /// then any alert raised while no socket was attached.
    public func reconnect() { attachSocket() }

    /// Attaches the in-memory socket (its messages go to the inbox) and runs the tick that sends the welcome and screen.
    private func attachSocket() {
        session.attach { [unowned self] message in inbox.append(message) }
        settle()
    }

    /// Closes the tab: releases the screens and their view models, as the end of the grace period would.
    public func close() {
        session.close()
        scheduler.advance()
    }
}
