import Bindery
import Foundation
import Synchronization

/// A tab's screens, bottom to top, and the moves between them: what UIKit's `UINavigationController` does, with the
/// browser's history kept in step (a push is a new history entry, a pop goes back one).
///
/// It builds screens from the app's routes for the tab, gives each its lifecycle (load, appear, disappear) and sends
/// the page each screen it shows, whole. The screen on show is the only one whose patches reach the page: it, and
/// only it, holds the session's outbox. Confined to the session's UI thread.
final class ScreenStack: NavigationController {
    /// The screens, bottom to top; the last is on show. Read every event: not checked for exclusivity at run time.
    @exclusivity(unchecked) private(set) var screens: [ViewController] = []
    /// Whether the first screen was told it appeared (once a socket attached).
    private var hasAppeared = false
    /// Whether a `.startsFresh` screen handled a message from the page while on show (`noteMessage()`).
    private var freshScreenHandledMessage = false
    /// Whether the tab's page is on show, as it last said (a `visibility` message); on show until it says otherwise.
    /// Every screen of the tab hears a change through `visibilityChanges`.
    var pageVisibility = PageVisibility.visible {
        didSet { if pageVisibility != oldValue { visibilityEvents?.accept(pageVisibility) } }
    }
    /// The page's visibility as the screens that bind it hear it: made when the first binds (most screens bind none,
    /// and a relay an idle tab held for nothing would cost its heap).
    private var visibilityEvents: BehaviorRelay<PageVisibility>?
    /// Whether the tab's first URL named its language (`?lang=ko`): every screen's URL then names it too, so a reload
    /// of any screen keeps the language the user chose (one the browser's `Accept-Language` may not give).
    private var pinsLanguage = false

    private let tab: TabContext
    private let registry: ScreenRegistry
    private let maxScreens: Int
    /// Whether the UI thread can run work in turn on a caller's thread (`UIThread.syncRunsInTurnOnCaller`): all
    /// this stack needs of the thread, kept rather than a copy of it (≈ 150 bytes of closures each tab).
    private let threadRunsInTurnOnCaller: Bool
    private let sharingContext: SharingScheduler.Context
    private let outbox: PageOutbox
    private let recorder: SessionRecorder
    private let statistics: SessionStatistics

    /// Whether the screen on show handles the page's events on the thread that reads them (its threading is
    /// `socketThread` and the UI thread can run work in turn on a caller's thread); written here as the screen on
    /// show changes, read by the socket's thread before each event.
    let eventsRunOnCaller = Atomic<Bool>(false)

    /// Gives the tab's browser a new identity (the session's; see `renewBrowserIdentity()`).
    var renewIdentity: () -> Void = {}

    init(tab: TabContext, registry: ScreenRegistry, maxScreens: Int, thread: UIThread,
         sharingContext: SharingScheduler.Context, outbox: PageOutbox, recorder: SessionRecorder,
         statistics: SessionStatistics) {
        self.tab = tab
        self.registry = registry
        self.maxScreens = maxScreens
        self.threadRunsInTurnOnCaller = thread.syncRunsInTurnOnCaller
        self.sharingContext = sharingContext
        self.outbox = outbox
        self.recorder = recorder
        self.statistics = statistics
    }

    /// The screen on show.
    var topViewController: ViewController? { screens.last }

    // MARK: NavigationController

    func push(path: String) {
        guard let screen = makeScreen(for: path) else {
            screens.last?.showAlert(tab.frameworkStrings.text(BinderyText.noSuchScreen))
            return
        }
        show(screen, path: path, history: .push)
    }

    func push(_ viewController: ViewController, path: String) {
        // It speaks as the screen that pushed it, an app's own screen.
        viewController.language = screens.last?.language ?? tab.language
        viewController.strings = screens.last?.strings ?? viewController.strings
        viewController.threading = screens.last?.threading ?? viewController.threading
        show(viewController, path: path, history: .push)
    }

    func pop() {
        guard screens.count > 1 else { return }
        popTo(index: screens.count - 2, history: .back)
    }

    func replace(path: String) {
        guard let screen = makeScreen(for: path) else { return }
        screens.last?.performWillDisappear()
        removeAll()
        show(screen, path: path, history: .replace, disappearOld: false)
    }

    func renewBrowserIdentity() { renewIdentity() }

    /// Runs `work` (a screen presented over one on this stack loading and appearing) on this tab's UI scheduler, as a
    /// pushed screen's, and notes the password fields it registered.
    func present(_ screen: ViewController, _ work: () -> Void) {
        SharingScheduler.use(sharingContext, work)
        recorder.noteSecretFields(screen.secretFieldIDs)
    }

    /// Notes a password field a screen registered after it joined the stack.
    func noteSecretField(_ id: String) { recorder.noteSecretFields(CollectionOfOne(id)) }

    // MARK: the session's moves

    /// Builds and loads the first screen for `path`; false when no route matches.
    func open(path: String) -> Bool {
        pinsLanguage = LanguageNegotiation.namesLanguage(path)
        guard let screen = makeScreen(for: path) else { return false }
        install(screen, path: path)
        outbox.keepOnlyAlerts()
        return true
    }

    /// The page's socket attached: it gets the screen on show, whose first attach tells it it appeared.
    func sendTop() {
        guard let top = screens.last else { return }
        // A restore's replay sends to no socket: the screen is not rendered for nothing (a third of a rebuild's render).
        if outbox.isAttached { outbox.emit(Self.screenMessage(top, history: .replace)) }
        guard !hasAppeared else { return }
        hasAppeared = true
        top.performWillAppear()
        top.performDidAppear()
    }

    /// The browser went Back or Forward to `path`: return to that screen if it is on the stack, else build it.
    /// Returns the refusal when no screen answers the path.
    func navigate(to path: String) -> ProtocolError? {
        if let index = screens.lastIndex(where: { $0.path == path }) {
            if index < screens.count - 1 { popTo(index: index, history: .none) }
            return nil
        }
        guard let screen = makeScreen(for: path) else { return ProtocolError(.malformed, "No screen at \(path).") }
        show(screen, path: path, history: .none)
        return nil
    }

    /// The page's visibility now, then each change of it, on the tab's UI thread.
    var visibilityChanges: BehaviorRelay<PageVisibility> {
        if let relay = visibilityEvents { return relay }
        let relay = BehaviorRelay(value: pageVisibility)
        visibilityEvents = relay
        return relay
    }

    /// Whether the tab's record can rebuild the stack as it is: no screen follows changes from outside the tab, and
    /// no `ScreenRestoration.startsFresh` screen ever handled a message from the page — a replay skips those (what
    /// they did, a deposit or a push, is not done again), while an untouched one is rebuilt exactly by building it
    /// again. See `Session+IdleScreens`.
    var rebuildsFromRecord: Bool {
        !freshScreenHandledMessage && !screens.contains { $0.followsChangesOutsideItsTab }
    }

    /// Notes a message from the page about to be dispatched: one reaching a `.startsFresh` screen on show leaves the
    /// stack one its record cannot rebuild, for the rest of the tab's life (what that screen did is never replayed).
    func noteMessage() {
        if !freshScreenHandledMessage, screens.last?.restoration == .startsFresh { freshScreenHandledMessage = true }
    }

    /// What the page shows of the stack's screen on show: a digest of its path, title and HTML (nil with no screen).
    var pageDigest: Int? {
        guard let top = screens.last else { return nil }
        var hasher = Hasher()
        hasher.combine(top.path)
        hasher.combine(top.displayedTitle)
        // The HTML's bytes: hashing the `String` checks it for Unicode normalization first, about a sixth of the
        // digest's cost (the digest is computed when a tab's screens are released and again when they are rebuilt).
        var html = top.render()
        html.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        return hasher.finalize()
    }

    /// Lets every screen go without telling it it disappears (the page still shows it; the tab is idle and its
    /// continuity record rebuilds the screens on its next message); returns the digest of what the page shows, for
    /// the rebuilt stack to compare itself with.
    func release() -> Int? {
        let shown = pageDigest
        removeAll()
        topChanged()
        return shown
    }

    /// Sends the screen on show whole, in place of what the page shows (a rebuilt screen that renders otherwise).
    func resendTop() {
        guard let top = screens.last else { return }
        outbox.keepOnlyAlerts()
        outbox.emit(Self.screenMessage(top, history: .replace))
    }

    /// Releases every screen (the tab is gone).
    func close() {
        screens.last?.performWillDisappear()
        removeAll()
        topChanged()
    }

    /// The message that shows `screen` whole.
    static func screenMessage(_ screen: ViewController, history: HistoryMode) -> ServerMessage {
        .screen(path: screen.path, title: screen.displayedTitle, html: screen.render(), history: history)
    }

    // MARK: private

    /// The screen the registry makes for `path` in this tab, or nil when no route matches.
    private func makeScreen(for path: String) -> ViewController? {
        registry.makeScreen(for: path, language: tab.language, clientAddress: tab.clientAddress, sessionValues: tab.values)
    }

    private func install(_ screen: ViewController, path: String) {
        screen.path = pinsLanguage ? LanguageNegotiation.adding(tab.language, to: path) : path
        screen.navigationController = self
        screen.sessionValues = tab.values
        screen.browserValues = tab.browserValues
        screens.append(screen)
        while screens.count > maxScreens { Self.release(screens.removeFirst()) }
        topChanged()
        // Navigation may be started by scheduled work (a signal's delivery) outside `perform`: the screen
        // still binds its drivers to this session's UI scheduler.
        SharingScheduler.use(sharingContext) { screen.loadViewIfNeeded() }
        recorder.noteSecretFields(screen.secretFieldIDs)  // those registered before it joined the session
    }

    private func show(_ screen: ViewController, path: String, history: HistoryMode, disappearOld: Bool = true) {
        outbox.flush()
        if disappearOld { screens.last?.performWillDisappear() }
        install(screen, path: path)
        guard screens.last === screen else { return }  // it redirected while loading (`replace(path:)` in viewDidLoad)
        appear(screen, history: history)
    }

    private func popTo(index: Int, history: HistoryMode) {
        outbox.flush()
        screens.last?.performWillDisappear()
        while screens.count > index + 1 { Self.release(screens.removeLast()) }
        topChanged()
        guard let top = screens.last else { return }
        appear(top, history: history)
    }

    /// Tells `screen`, now on show, it appears, and sends it to the page. As while loading, what the screen builds as
    /// it appears (a fetch in `viewWillAppear`) runs on this tab's UI thread.
    private func appear(_ screen: ViewController, history: HistoryMode) {
        SharingScheduler.use(sharingContext) {
            screen.performWillAppear()
            outbox.keepOnlyAlerts()
            outbox.emit(Self.screenMessage(screen, history: history))
            screen.performDidAppear()
        }
    }

    private func removeAll() {
        for screen in screens { Self.release(screen) }
        screens.removeAll()
    }

    /// Takes `screen` off the stack: it moves no more and patches nothing, however long it lives on.
    private static func release(_ screen: ViewController) {
        screen.navigationController = nil
        screen.outbox = nil
    }

    /// The screen on show changed: only it patches the page; inspectors read its path; the page's next event runs
    /// on the thread it asks for.
    private func topChanged() {
        for screen in screens.dropLast() where screen.outbox != nil { screen.outbox = nil }
        let top = screens.last
        top?.outbox = outbox
        if let top { statistics.path = top.path }
        eventsRunOnCaller.store(threadRunsInTurnOnCaller && top?.threading == .socketThread, ordering: .releasing)
    }
}

/// What a tab's screens are made with: the tab's language, client and values, and BinderyWeb's own texts in its
/// language. Fixed for the life of the session.
struct TabContext {
    let language: Language
    let clientAddress: String?
    let values: SessionValues
    let browserValues: BrowserValues
    let frameworkStrings: StringsTable
}
