import Bindery
import Foundation
import Synchronization

/// One browser tab: its stack of screens, its UI thread, and its socket while one is attached.
///
/// Every method that touches screens runs on the session's UI thread; patches produced in one tick
/// are sent as one message at the end of the tick. What only that thread may touch is one value of its own type,
/// `SessionUIState`; the rest is immutable or guards itself, and may be read from any thread.
public final class Session: NavigationController, @unchecked Sendable {
    /// The secret that ties the page's socket to this session.
    public let token: String
    /// The language of the tab, fixed when the page was opened.
    public let language: Language
    /// BinderyWeb's own texts in the tab's language (the alert for a path no screen answers).
    let frameworkStrings: StringsTable
    /// The network address of the tab's client, if known.
    public let clientAddress: String?
    /// The session's UI thread, where every screen, control and view model of the tab runs.
    public let thread: UIThread
    /// The thread's scheduler and check, installed as the UI scheduler for every piece of work the session runs
    /// (made once: what screens create keeps a reference to it).
    private let sharingContext: SharingScheduler.Context
    private let registry: ScreenRegistry

    /// Values the tab keeps across its screens, released with the session.
    public let values = SessionValues()
    /// Values the tab's browser keeps across its tabs and reloads (a signed-in account).
    public let browserValues: BrowserValues
    /// The screens, bottom to top; the last is on show (UI thread only).
    public var stack: [ViewController] { ui.stack }
    /// Counts attached sockets; the newest one owns the outbox, so a late close of an older socket detaches nothing.
    private let attachments = AttachmentCounter()
    /// The most screens the stack holds; pushing past it releases the oldest (the browser's history is not the server's memory).
    public let maxScreens: Int
    /// The largest frame from the page the session decodes; a larger one is refused with `tooLarge`.
    public let maxMessageBytes: Int

    /// The state only the UI thread touches; reached through `ui`, which checks the thread in debug builds. Its
    /// accesses are not checked for exclusivity at run time: one thread touches it, one short access at a time, and
    /// the checks cost about a dozen calls into the runtime's access set per event (callgrind's g).
    @exclusivity(unchecked) private var uiState: SessionUIState
    /// Whether the screen on show handles the page's events on the thread that reads them (its threading is
    /// `socketThread` and the UI thread can run work in turn on a caller's thread); written on the UI thread as the
    /// screen on show changes, read by the socket's thread before each event.
    private let eventsRunOnCaller = Atomic<Bool>(false)

    /// The id of the tab's browser in the server's `BrowserRegistry` (nil outside a server, as in screen tests).
    public internal(set) var browserID: String?
    /// Renews a browser id, returning the new id and the ticket for its cookie (set by `WebApp`).
    var renewBrowser: ((String) -> (id: String, ticket: String)?)?

    /// The journal this session is recorded into, if it is (set before the page's socket attaches): every message
    /// in and out, the attaches and detaches, and the requests its screens' services make on its UI thread. Read
    /// twice an event, written on the UI thread: not checked for exclusivity at run time, as `uiState` is not.
    @exclusivity(unchecked) public var journal: JournalRecorder? {
        didSet { thread.journal?.recorder = journal }
    }

    /// Told, on the UI thread, how many events were refused for rate since it was last told; at most every
    /// 10 seconds, so a flood makes one log line, not thousands. Set it before the session is shared.
    public var onRateLimited: ((_ refused: Int) -> Void)?

    /// Told of each event handled and each frame refused, for the server's metrics (set by `WebApp` before the
    /// session is shared). Read every event: not checked for exclusivity at run time, as `uiState` is not.
    @exclusivity(unchecked) var activity: (any SessionActivity)?
    /// What inspectors read about the session from any thread: its counters, the path on show, their recording.
    let statistics: SessionStatistics
    /// Told of each message in and out while an inspector watches the session (UI thread only); nil otherwise, so
    /// an unwatched session pays one nil-check per message.
    var watcher: SessionWatcher? {
        get { ui.watcher }
        set { ui.watcher = newValue }
    }

    /// Creates a session with no screen yet, under `configuration`'s limits: its event rate and burst, the screens it
    /// holds, the largest frame it decodes, and BinderyWeb's own texts.
    public init(token: String, language: Language, thread: UIThread, registry: ScreenRegistry,
                configuration: WebConfiguration = .standard,
                clientAddress: String? = nil, browserValues: BrowserValues = BrowserValues()) {
        precondition(configuration.maxScreensPerSession >= 1, "A session holds at least one screen.")
        self.maxScreens = configuration.maxScreensPerSession
        self.maxMessageBytes = configuration.maxMessageBytes
        self.token = token
        self.frameworkStrings = configuration.strings.strings(for: language)
        self.browserValues = browserValues
        self.language = language
        self.clientAddress = clientAddress
        self.thread = thread
        self.sharingContext = SharingScheduler.Context(scheduler: thread.scheduler, isCurrent: thread.isCurrent)
        self.registry = registry
        self.uiState = SessionUIState(rateLimiter: EventRateLimiter(perSecond: configuration.eventsPerSecond,
                                                                    burst: configuration.eventBurst))
        self.statistics = SessionStatistics(path: "/")
    }

    /// The UI-thread state. Debug builds stop at an access from another thread when the thread can tell (a live
    /// queue can; a test's virtual-time thread cannot, and its test drives it from one thread anyway).
    private var ui: SessionUIState {
        _read {
            assert(thread.isCurrent?() ?? true, "a session's UI state was touched off its UI thread")
            yield uiState
        }
        _modify {
            assert(thread.isCurrent?() ?? true, "a session's UI state was touched off its UI thread")
            yield &uiState
        }
    }

    /// The screen on show: the top of `stack` (UI thread only).
    public var topViewController: ViewController? { ui.stack.last }

    /// Whether a socket is attached; patches made while none is are dropped, except the latest alert (UI thread only).
    public var isConnected: Bool { ui.outbox != nil }

    /// Runs `work` on the UI thread, with the session's scheduler as the UI scheduler.
    public func perform(_ work: @escaping () -> Void) {
        let context = sharingContext
        thread.async { SharingScheduler.use(context, work) }
    }

    /// Runs `work` on the UI thread and waits for it.
    public func performAndWait<R>(_ work: () -> R) -> R {
        var result: R?
        let context = sharingContext
        thread.sync { result = SharingScheduler.use(context, work) }
        return result!
    }

    // MARK: page and socket

    /// Builds and loads the first screen for `path` (on the UI thread); false when no route matches.
    public func open(path: String) -> Bool {
        performAndWait {
            guard let screen = makeScreen(for: path) else { return false }
            install(screen, path: path)
            keepOnlyAlerts()
            return true
        }
    }

    /// The current screen's title and HTML, rendered from its controls' state.
    public func renderTop() -> (path: String, title: String, html: String)? {
        performAndWait {
            ui.stack.last.map { ($0.path, $0.title, $0.render()) }
        }
    }

    /// Attaches a socket: sends the welcome and the current screen, then (first time) the appear events.
    ///
    /// Returns the attachment's number, which `detach(attachment:)` takes.
    @discardableResult
    public func attach(send: @escaping (ServerMessage) -> Void) -> Int {
        let attachment = attachments.next()
        perform { [self] in
            ui.inTick = true
            defer { ui.inTick = false }
            journal?.record(.attach)
            watcher?.begin(.attach)
            defer { watcher?.end(nanoseconds: nil) }
            ui.outbox = send
            emit(.welcome(version: ClientMessage.version))
            if ui.movedAway { return emit(.move) }
            keepOnlyAlerts()
            if let top = ui.stack.last {
                emit(.screen(path: top.path, title: top.title, html: top.render(), history: .replace))
                if !ui.hasAppeared {
                    ui.hasAppeared = true
                    top.performWillAppear()
                    top.performDidAppear()
                }
            }
            endTick()
        }
        return attachment
    }

    /// Whether `attachment` is the newest socket attached to this session.
    public func isCurrent(attachment: Int) -> Bool { attachments.current == attachment }

    /// Detaches the socket (the newest when `attachment` is nil); a socket that a newer one replaced detaches nothing.
    /// The screens live on until the session is closed.
    public func detach(attachment: Int? = nil) {
        perform { [self] in
            if let attachment, !isCurrent(attachment: attachment) { return }
            if ui.outbox != nil {
                journal?.record(.detach)
                watcher?.note(.detach)
            }
            ui.outbox = nil
        }
    }

    /// Handles one decoded message from the page. Every message counts against the session's rate budget,
    /// whatever its kind: a flood of navigations or bad frames is refused like a flood of taps.
    public func receive(_ message: ClientMessage) {
        receive(message, arrivedAt: nil)
    }

    /// Handles `message`; with `arrivedAt` (its frame's arrival, `DispatchTime` nanoseconds), `activity` is told
    /// how long it took until the tick's patches were sent.
    private func receive(_ message: ClientMessage, arrivedAt: UInt64?) {
        runEvent { [self] in
            ui.inTick = true
            defer { ui.inTick = false }
            let watcher = self.watcher
            let began = watcher == nil ? 0 : DispatchTime.now().uptimeNanoseconds
            // Only a message within the budget is journaled whole; one over it leaves its refusal, never its payload.
            let admitted = takeFromBudget()
            if journal != nil || watcher != nil {
                let entry: JournalEntry.Event = admitted
                    ? .input(JournalMask.input(message, isSecret: isSecretField)) : .refused(Self.rateLimited)
                journal?.record(entry)
                watcher?.begin(.page(Self.watched(entry)))
            }
            defer { watcher?.end(nanoseconds: DispatchTime.now().uptimeNanoseconds &- (arrivedAt ?? began)) }
            guard admitted else { return refuseForRate() }
            switch message {
            case .hello:
                reply(ProtocolError(.malformed, "hello was already received."))
            case .event(let id, let name, let value):
                guard let top = ui.stack.last, let view = top.view(withId: id) else {
                    reply(ProtocolError(.unknownId, "No control \"\(id)\" on this screen."))
                    break
                }
                guard view.acceptsUserEvents else {
                    reply(ProtocolError(.inactive, "\(id) is hidden or disabled; the event was ignored."))
                    break
                }
                if let error = view.handle(name, value: value) { reply(error) }
            case .navigate(let path):
                navigate(to: path)
            }
            endTick()
            if let arrivedAt, let activity {
                activity.eventHandled(nanoseconds: DispatchTime.now().uptimeNanoseconds &- arrivedAt)
            }
        }
    }

    /// Runs the tick of an event from the page: on the calling thread (the socket's), in turn with the UI thread's
    /// other work, when the screen on show asks for it (`ScreenThreading.socketThread`); else on the UI thread after
    /// a hop.
    private func runEvent(_ tick: @escaping () -> Void) {
        if eventsRunOnCaller.load(ordering: .acquiring) { performAndWait(tick) } else { perform(tick) }
    }

    /// Decodes one text frame from the page and handles it; a refused frame gets an error reply and changes nothing.
    public func receive(frame text: String) {
        let arrivedAt = activity == nil ? nil : DispatchTime.now().uptimeNanoseconds
        switch ClientMessage.decode(text, maxBytes: maxMessageBytes) {
        case .success(let message): receive(message, arrivedAt: arrivedAt)
        case .failure(let error):
            perform { [self] in refuseFrame(error) }
        }
    }

    /// Refuses a frame that was no message (`error` says why) after taking it from the budget (one over the
    /// budget, or recorded as such, is refused for rate instead), journaling only the refusal, never the frame.
    /// A replay calls it with the refusals it reads.
    func refuseFrame(_ error: ProtocolError) {
        let refusal = error.code == .rateLimited || !takeFromBudget() ? Self.rateLimited : error
        journal?.record(.refused(refusal))
        watcher?.begin(.page(Self.watched(.refused(refusal))))
        defer { watcher?.end(nanoseconds: nil) }
        if refusal.code == .rateLimited { refuseForRate() } else { reply(refusal) }
    }

    /// What an inspector is shown of a page's message: as journaled, a refusal as its code.
    private static func watched(_ entry: JournalEntry.Event) -> JSONValue {
        switch entry {
        case .input(let message): message
        case .refused(let error): .object([WireProtocol.Key.code.rawValue: .string(error.code.rawValue)])
        default: .null
        }
    }

    /// The reply to a message over the budget.
    private static let rateLimited = ProtocolError(.rateLimited, "Too many messages; this one was dropped.")

    /// Takes one message from the rate budget (on the UI thread); false when it is spent.
    private func takeFromBudget() -> Bool {
        let now = thread.scheduler.now
        guard ui.rateLimiter.allow(at: now) else { return false }
        statistics.countMessage(at: now.dispatchTime.uptimeNanoseconds)
        return true
    }

    /// Counts a message refused for rate and replies `rateLimited`.
    private func refuseForRate() {
        countRefusedForRate(at: thread.scheduler.now)
        reply(Self.rateLimited)
    }

    private func countRefusedForRate(at now: DispatchQueue.SchedulerTimeType) {
        ui.refusedForRate += 1
        if let last = ui.lastRateReport, last.distance(to: now) < .seconds(10) { return }
        onRateLimited?(ui.refusedForRate)
        ui.refusedForRate = 0
        ui.lastRateReport = now
    }

    /// Sends an error reply for a refused frame.
    public func reply(_ error: ProtocolError) {
        activity?.frameRefused(error.code)
        emit(error.reply)
    }

    /// Tells the page to load itself again at once (`ServerMessage.move`): the server is draining before it stops.
    public func move() {
        perform { [self] in
            ui.movedAway = true
            flush()
            emit(.move)
        }
    }

    /// Releases every screen (the tab is gone).
    public func close() {
        perform { [self] in
            ui.stack.last?.performWillDisappear()
            for screen in ui.stack { screen.navigationController = nil }
            ui.stack.removeAll()
            topChanged()
            ui.pending = []
            ui.outbox = nil
            journal?.close()
            watcher?.finish()
            watcher = nil
        }
    }

    /// Sends the patches collected so far as one message (tests call it after advancing time). With no socket
    /// attached, only the latest alert is kept, for the next socket: state patches are superseded by the screen
    /// that socket gets, but an alert is part of no render.
    public func flush() {
        ui.flushScheduled = false
        guard !ui.pending.isEmpty else { return }
        guard let outbox = ui.outbox else { return keepOnlyAlerts() }
        var batch: [Patch] = []
        swap(&batch, &ui.pending)
        emit(.patches(batch), to: outbox)
        // The next tick appends into this buffer again (unless a patch came during the emit): starting from an empty
        // array allocated a buffer at the first append and grew it at the second, every tick. Only a small one is
        // kept, so that an idle tab does not hold the buffer of its first screen's many patches.
        guard batch.capacity <= Self.keptPatchCapacity, ui.pending.isEmpty else { return }
        batch.removeAll(keepingCapacity: true)
        swap(&batch, &ui.pending)
    }

    /// The largest patch buffer `flush` keeps for the next tick (a tick patches a few controls).
    private static let keptPatchCapacity = 4

    /// Drops the pending patches that a screen about to be sent whole supersedes, keeping the latest alert
    /// (raised in `viewDidLoad`, or while no socket was attached), which reaches the page right after the screen.
    private func keepOnlyAlerts() {
        ui.pending = ui.pending.last(where: \.isAlert).map { [$0] } ?? []
    }

    private func endTick() {
        if thread.flushesAtEndOfTick { flush() }
    }

    /// Sends `message` to the page when a socket is attached, first recording it (masked) in the journal when the
    /// session is recorded and telling the watcher when one watches; on the UI thread.
    private func emit(_ message: ServerMessage) {
        guard let outbox = ui.outbox else { return }
        emit(message, to: outbox)
    }

    private func emit(_ message: ServerMessage, to outbox: (ServerMessage) -> Void) {
        if journal != nil || watcher != nil {
            let masked = JournalMask.output(message, isSecret: isSecretField)
            journal?.record(.output(masked))
            watcher?.sent(masked)
        }
        outbox(message)
    }

    /// Starts recording into `recorder` (an inspector asked; on the UI thread), unless a journal already records
    /// the session. The journal begins as a socket attaching now would: the attach, the welcome and the screen on
    /// show, so it reads (and replays) from the screen the recording started on.
    func startRecording(into recorder: JournalRecorder) {
        guard journal == nil else { return }
        journal = recorder
        guard ui.outbox != nil, let top = ui.stack.last else { return }
        recorder.record(.attach)
        for message in [ServerMessage.welcome(version: ClientMessage.version),
                        .screen(path: top.path, title: top.title, html: top.render(), history: .replace)] {
            recorder.record(.output(JournalMask.output(message, isSecret: isSecretField)))
        }
    }

    /// Stops recording into `recorder`, if it is the session's journal (on the UI thread).
    func stopRecording(_ recorder: JournalRecorder) {
        if journal === recorder { journal = nil }
    }

    /// Whether `id` was a password field on any screen of the session, whose values a journal masks: the page may
    /// send a value typed into one after the server moved on to a screen without it (or with a field of that id
    /// that is no password), and a frame names no screen, so a mask by the screen on show would let it through.
    private func isSecretField(_ id: String) -> Bool { ui.secretFieldIDs.contains(id) }

    /// A screen of the session registered the password field `id` (UI thread).
    func noteSecretField(_ id: String) { ui.secretFieldIDs.insert(id) }

    // MARK: navigation

    /// Builds the screen registered for `path` and shows it on top with a history entry; with no such route, the screen on show gets an alert instead.
    public func push(path: String) {
        guard let screen = makeScreen(for: path) else {
            ui.stack.last?.showAlert(frameworkStrings.text(BinderyText.noSuchScreen))
            return
        }
        show(screen, path: path, history: .push)
    }

    /// Shows `viewController` at `path` on top.
    public func push(_ viewController: ViewController, path: String) {
        // It speaks as the screen that pushed it, an app's own screen.
        viewController.language = ui.stack.last?.language ?? language
        viewController.strings = ui.stack.last?.strings ?? viewController.strings
        viewController.threading = ui.stack.last?.threading ?? viewController.threading
        show(viewController, path: path, history: .push)
    }

    /// Goes back one screen; the page goes back one history entry, so Forward returns to the popped path.
    public func pop() {
        guard ui.stack.count > 1 else { return }
        popTo(index: ui.stack.count - 2, history: .back)
    }

    /// Replaces every screen with the one for `path`.
    public func replace(path: String) {
        guard let screen = makeScreen(for: path) else { return }
        ui.stack.last?.performWillDisappear()
        for old in ui.stack { old.navigationController = nil }
        ui.stack.removeAll()
        show(screen, path: path, history: .replace, disappearOld: false)
    }

    /// Gives the tab's browser a new id and sends the page the ticket for its new cookie (on the UI thread).
    public func renewBrowserIdentity() {
        guard let old = browserID, let renewed = renewBrowser?(old) else { return }
        browserID = renewed.id
        flush()  // what the tick changed before the renewal reaches the page before it, as a screen's patches precede the next screen
        emit(.renewBrowser(ticket: renewed.ticket))
    }

    /// Receives a screen's patch; only the top screen's reach the page.
    public func record(_ patch: Patch, from viewController: ViewController) {
        guard viewController === ui.stack.last else { return }
        ui.pending.append(patch)
        // Inside a tick that ends with a flush, that flush sends it: scheduling another would cost a hop per event.
        if thread.flushesAtEndOfTick, !ui.flushScheduled, !ui.inTick {
            ui.flushScheduled = true
            thread.async { [weak self] in self?.flush() }
        }
    }

    /// The browser went Back or Forward to `path`: return to that screen if it is on the stack, else build it.
    private func navigate(to path: String) {
        if let index = ui.stack.lastIndex(where: { $0.path == path }) {
            if index < ui.stack.count - 1 { popTo(index: index, history: .none) }
            return
        }
        guard let screen = makeScreen(for: path) else {
            reply(ProtocolError(.malformed, "No screen at \(path)."))
            return
        }
        show(screen, path: path, history: .none)
    }

    /// The screen the registry makes for `path` in this tab, or nil when no route matches.
    private func makeScreen(for path: String) -> ViewController? {
        registry.makeScreen(for: path, language: language, clientAddress: clientAddress, sessionValues: values)
    }

    private func install(_ screen: ViewController, path: String) {
        screen.path = path
        screen.navigationController = self
        screen.sessionValues = values
        screen.browserValues = browserValues
        ui.stack.append(screen)
        while ui.stack.count > maxScreens { ui.stack.removeFirst().navigationController = nil }
        topChanged()
        // Navigation may be started by scheduled work (a signal's delivery) outside `perform`: the screen
        // still binds its drivers to this session's UI scheduler.
        SharingScheduler.use(sharingContext) { screen.loadViewIfNeeded() }
        ui.secretFieldIDs.formUnion(screen.secretFieldIDs)  // those registered before it joined the session
    }

    private func show(_ screen: ViewController, path: String, history: HistoryMode, disappearOld: Bool = true) {
        flush()
        if disappearOld { ui.stack.last?.performWillDisappear() }
        install(screen, path: path)
        guard ui.stack.last === screen else { return }  // it redirected while loading (`replace(path:)` in viewDidLoad)
        // As while loading: what the screen builds as it appears (a fetch in `viewWillAppear`) runs on this tab's UI thread.
        SharingScheduler.use(sharingContext) {
            screen.performWillAppear()
            keepOnlyAlerts()
            emit(.screen(path: path, title: screen.title, html: screen.render(), history: history))
            screen.performDidAppear()
        }
    }

    /// The screen on show changed: the path inspectors read, and the thread the page's next event runs on.
    private func topChanged() {
        let top = ui.stack.last
        if let top { statistics.path = top.path }
        eventsRunOnCaller.store(thread.syncRunsInTurnOnCaller && top?.threading == .socketThread, ordering: .releasing)
    }

    private func popTo(index: Int, history: HistoryMode) {
        flush()
        ui.stack.last?.performWillDisappear()
        while ui.stack.count > index + 1 {
            ui.stack.removeLast().navigationController = nil
        }
        topChanged()
        guard let top = ui.stack.last else { return }
        SharingScheduler.use(sharingContext) {
            top.performWillAppear()
            keepOnlyAlerts()
            emit(.screen(path: top.path, title: top.title, html: top.render(), history: history))
            top.performDidAppear()
        }
    }

}
