import Bindery
import Foundation
import Synchronization

/// One browser tab: the façade over its parts, which owns the tab's UI thread, its event budget and the dispatch of
/// what the page sends.
///
/// - `ScreenStack`: the screens, bottom to top, and the moves between them (the tab's navigation controller); a
///   parked session has none (`init(parking:configuration:)`).
/// - `PageOutbox`: the socket while one is attached, and the patches of the screen on show, sent as one message at
///   the end of each tick.
/// - `SessionRecorder`: the journal and the inspector watching, with the tab's password fields masked.
///
/// Every method that touches screens runs on the session's UI thread (`perform`); what only that thread touches is
/// in those parts. The rest is immutable or guards itself, and may be read from any thread.
public final class Session: @unchecked Sendable {
    /// The secret that ties the page's socket to this session.
    public let token: String
    /// The language of the tab, fixed when the page was opened.
    public let language: Language
    /// The network address of the tab's client, if known.
    public let clientAddress: String?
    /// The session's UI thread and the sharing context its work runs under: its own, or the one every parked
    /// session shares (`SessionThread.parked`).
    let home: SessionThread

    /// Values the tab keeps across its screens, released with the session.
    public let values: SessionValues
    /// Values the tab's browser keeps across its tabs and reloads (a signed-in account).
    public let browserValues: BrowserValues
    /// The most screens the stack holds; pushing past it releases the oldest (the browser's history is not the server's memory).
    public let maxScreens: Int
    /// The largest frame from the page the session decodes; a larger one is refused with `tooLarge`.
    public let maxMessageBytes: Int

    /// The tab's screens; nil in a parked session, which never holds any (its next message rebuilds them in a new
    /// session): so a parked tab keeps no stack, no copy of its tab's context, no closure back to itself.
    let screenStack: ScreenStack?
    let outbox: PageOutbox
    let recorder: SessionRecorder
    /// Counts attached sockets; the newest one owns the outbox, so a late close of an older socket detaches nothing.
    let attachments = AttachmentCounter()
    /// The tab's message budget, and what `onRateLimited` was last told (UI thread only; touched every event and
    /// not checked for exclusivity at run time, as the parts' state is not).
    @exclusivity(unchecked) var budget: EventBudget

    /// The id of the tab's browser in the server's `BrowserRegistry` (nil outside a server, as in screen tests).
    public internal(set) var browserID: String?
    /// Renews a browser id, returning the new id and the ticket for its cookie (set by `WebApp`).
    var renewBrowser: ((String) -> (id: String, ticket: String)?)?

    /// Told, on the UI thread, how many events were refused for rate since it was last told; at most every
    /// 10 seconds, so a flood makes one log line, not thousands. Set it before the session is shared.
    public var onRateLimited: ((_ refused: Int) -> Void)?
    /// Told of each event handled and each frame refused, for the server's metrics (set by `WebApp` before the
    /// session is shared). Read every event: not checked for exclusivity at run time.
    @exclusivity(unchecked) var activity: (any SessionActivity)?
    /// What inspectors read about the session from any thread: its counters, the path on show, their recording.
    let statistics: SessionStatistics
    /// The parked session that took this one's place once its screens were released (`park(into:)`; UI thread
    /// only): what reaches this one afterwards (a socket's close, a move) is passed on to it.
    @exclusivity(unchecked) var parkedAs: Session?
    /// The digest of what the page showed when the screens were released (`ScreenStack.pageDigest`; nil while they
    /// are held), which a parked session keeps for its rebuilt successor to compare itself with (UI thread only).
    @exclusivity(unchecked) var pageDigestAtRelease: Int?
    /// When the page's last message arrived (`DispatchTime` uptime nanoseconds; the session's start before the
    /// first), or `releasedMark` once its screens were released (`releaseScreensIfIdle`). Stored by the socket's
    /// thread on every message, read by the server's idle sweep.
    let lastHeard = Atomic<UInt64>(DispatchTime.now().uptimeNanoseconds)

    /// Creates a session with no screen yet, under `configuration`'s limits: its event rate and burst, the screens it
    /// holds, the largest frame it decodes, and BinderyWeb's own texts.
    public convenience init(token: String, language: Language, thread: UIThread, registry: ScreenRegistry,
                            configuration: WebConfiguration = .standard,
                            clientAddress: String? = nil, browserValues: BrowserValues = BrowserValues()) {
        self.init(token: token, language: language, thread: thread, registry: registry, configuration: configuration,
                  clientAddress: clientAddress, browserValues: browserValues, continuing: nil)
    }

    /// A session as the public initialiser makes it that carries on `statistics`, an earlier session's of the same
    /// tab (one whose screens were released, rebuilt here from its record): an inspector sees one tab, opened when
    /// it was, its messages counted across the rebuild. With nil, statistics of its own, opened now.
    convenience init(token: String, language: Language, thread: UIThread, registry: ScreenRegistry,
                     configuration: WebConfiguration, clientAddress: String?, browserValues: BrowserValues,
                     continuing statistics: SessionStatistics?) {
        self.init(token: token, language: language, home: SessionThread(thread), screensFrom: registry,
                  configuration: configuration, clientAddress: clientAddress, browserValues: browserValues,
                  statistics: statistics)
    }

    /// A parked session to take the place of `released`, whose screens were just released (`WebApp.park`): the
    /// same tab — token, language, client, browser and its renewal, the observers — with no screen stack, on the
    /// thread every parked session shares (`SessionThread.parked`), carrying on its statistics. `Session.park(into:)`
    /// then hands it what the tab keeps while parked.
    convenience init(parking released: Session, configuration: WebConfiguration) {
        self.init(token: released.token, language: released.language, home: .parked, screensFrom: nil,
                  configuration: configuration, clientAddress: released.clientAddress,
                  browserValues: released.browserValues, statistics: released.statistics)
        browserID = released.browserID
        renewBrowser = released.renewBrowser
        onRateLimited = released.onRateLimited
        activity = released.activity
    }

    /// A session on `home`'s thread, with a stack of screens from `registry`, or none (a parked session, when
    /// `registry` is nil), carrying on `statistics` (or with its own, when nil).
    private init(token: String, language: Language, home: SessionThread, screensFrom registry: ScreenRegistry?,
                 configuration: WebConfiguration, clientAddress: String?, browserValues: BrowserValues,
                 statistics: SessionStatistics?) {
        precondition(configuration.maxScreensPerSession >= 1, "A session holds at least one screen.")
        self.maxScreens = configuration.maxScreensPerSession
        self.maxMessageBytes = configuration.maxMessageBytes
        self.token = token
        self.browserValues = browserValues
        self.language = language
        self.clientAddress = clientAddress
        self.home = home
        let thread = home.thread
        let values = SessionValues()
        self.values = values
        self.budget = EventBudget(perSecond: configuration.eventsPerSecond, burst: configuration.eventBurst)
        let statistics = statistics ?? SessionStatistics(path: "/")
        self.statistics = statistics
        let recorder = SessionRecorder(thread: thread)
        self.recorder = recorder
        let outbox = PageOutbox(thread: thread, recorder: recorder)
        self.outbox = outbox
        if let registry {
            let tab = TabContext(language: language, clientAddress: clientAddress, values: values, browserValues: browserValues,
                                 frameworkStrings: configuration.strings.strings(for: language))
            screenStack = ScreenStack(tab: tab, registry: registry, maxScreens: configuration.maxScreensPerSession,
                                      thread: thread, sharingContext: home.sharingContext, outbox: outbox, recorder: recorder,
                                      statistics: statistics)
        } else {
            screenStack = nil
        }
        screenStack?.renewIdentity = { [unowned self] in renewBrowserIdentity() }
    }

    /// The session's UI thread, where every screen, control and view model of the tab runs.
    public var thread: UIThread { home.thread }

    /// The screens, bottom to top; the last is on show (UI thread only). None in a parked session.
    public var stack: [ViewController] { screenStack?.screens ?? [] }

    /// The screen on show: the top of `stack` (UI thread only).
    public var topViewController: ViewController? { screenStack?.topViewController }

    /// The tab's navigation: push, pop and replace screens as its view controllers do (UI thread only); nil in a
    /// parked session, which has no screens to move between.
    public var navigation: NavigationController? { screenStack }

    /// Whether a socket is attached; patches made while none is are dropped, except the latest alert (UI thread only).
    public var isConnected: Bool { outbox.isAttached }

    /// The journal this session is recorded into, if it is (set before the page's socket attaches): every message
    /// in and out, the attaches and detaches, and the requests its screens' services make on its UI thread.
    public var journal: JournalRecorder? {
        get { recorder.journal }
        set { recorder.journal = newValue }
    }

    /// The session's continuity record, if it keeps one: what a restore replays (set before the page's socket attaches).
    var continuity: ContinuityLog? {
        get { recorder.continuity }
        set { recorder.continuity = newValue }
    }

    /// Told of each message in and out while an inspector watches the session (UI thread only).
    var watcher: SessionWatcher? {
        get { recorder.watcher }
        set { recorder.watcher = newValue }
    }

    /// Runs `work` on the UI thread, with the session's scheduler as the UI scheduler.
    public func perform(_ work: @escaping () -> Void) { home.perform(work) }

    /// Runs `work` on the UI thread and waits for it.
    public func performAndWait<R>(_ work: () -> R) -> R { home.performAndWait(work) }

    // MARK: page and socket

    /// Builds and loads the first screen for `path` (on the UI thread); false when no route matches, or in a parked
    /// session.
    public func open(path: String) -> Bool {
        performAndWait { screenStack?.open(path: path) ?? false }
    }

    /// The current screen's title and HTML, rendered from its controls' state.
    public func renderTop() -> (path: String, title: String, html: String)? {
        performAndWait {
            screenStack?.topViewController.map { ($0.path, $0.displayedTitle, $0.render()) }
        }
    }

    /// Attaches a socket: sends the welcome and the current screen, then (first time) the appear events.
    ///
    /// Returns the attachment's number, which `detach(attachment:)` takes.
    @discardableResult
    public func attach(send: @escaping (ServerMessage) -> Void) -> Int {
        let attachment = attachments.next()
        perform { [self] in
            outbox.beginTick()
            defer { outbox.leaveTick() }
            recorder.attached()
            defer { recorder.endPage(nanoseconds: nil) }
            outbox.attach(send)
            outbox.emit(.welcome(version: ClientMessage.version))
            if outbox.movedAway { return outbox.emit(.move) }
            outbox.keepOnlyAlerts()
            screenStack?.sendTop()
            outbox.endTick()
        }
        return attachment
    }

    /// Attaches the socket of a page that shows this session's screen already (its screens were rebuilt from its
    /// record after an idle spell): nothing is sent, nothing is recorded, no screen appears again. Returns the
    /// attachment's number, as `attach(send:)` does.
    func attachSilently(send: @escaping (ServerMessage) -> Void) -> Int {
        let attachment = attachments.next()
        perform { [self] in outbox.attach(send) }
        return attachment
    }

    /// Whether `attachment` is the newest socket attached to this session.
    public func isCurrent(attachment: Int) -> Bool { attachments.current == attachment }

    /// Detaches the socket (the newest when `attachment` is nil); a socket that a newer one replaced detaches nothing.
    /// The screens live on until the session is closed.
    public func detach(attachment: Int? = nil) {
        perform { [self] in
            if let parkedAs { return parkedAs.detach(attachment: attachment) }
            if let attachment, !isCurrent(attachment: attachment) { return }
            if outbox.detach() { recorder.detached() }
        }
    }

    /// Tells the page to load itself again at once (`ServerMessage.move`): the server is draining before it stops.
    public func move() {
        perform { [self] in
            if let parkedAs { return parkedAs.move() }
            // Every event handled so far is in the record before the page goes to read it from another instance.
            recorder.continuity?.flush()
            outbox.move()
        }
    }

    /// Releases every screen (the tab is gone).
    public func close() {
        perform { [self] in
            screenStack?.close()
            outbox.discard()
            recorder.close()
        }
    }

    /// Sends the patches collected so far as one message (tests call it after advancing time).
    public func flush() { outbox.flush() }

    /// Gives the tab's browser a new id and sends the page the ticket for its new cookie (on the UI thread).
    public func renewBrowserIdentity() {
        guard let old = browserID, let renewed = renewBrowser?(old) else { return }
        browserID = renewed.id
        outbox.flush()  // what the tick changed before the renewal reaches the page before it, as a screen's patches precede the next screen
        outbox.emit(.renewBrowser(ticket: renewed.ticket))
    }

    // MARK: recording on request

    /// Starts recording into `recorder` (an inspector asked; on the UI thread), unless a journal already records
    /// the session; it begins at the screen on show.
    func startRecording(into journal: JournalRecorder) {
        let top = outbox.isAttached ? screenStack?.topViewController : nil
        recorder.start(into: journal, welcome: top.map { _ in .welcome(version: ClientMessage.version) },
                       screen: top.map { ScreenStack.screenMessage($0, history: .replace) })
    }

    /// Stops recording into `journal`, if it is the session's journal (on the UI thread).
    func stopRecording(_ journal: JournalRecorder) { recorder.stop(journal) }
}
