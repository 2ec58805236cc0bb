import Foundation

/// A rendered page and the session it opened.
public struct RenderedPage: Sendable {
    /// The whole HTML document: the screen's page, or the refusal's page.
    public let html: String
    /// The HTTP status to answer with: 200, or 503 or 429 when a session limit refused the page.
    public let status: Int
    /// The new session's token (empty when no session was opened).
    public let token: String
    /// The id of the browser the session belongs to, for its cookie (nil when no session was opened).
    public var browser: String? = nil
    /// Why no session was opened (nil when one was).
    public var refusal: PageRefusal? = nil
}

/// The web layer of one server: the routes, the live sessions, and the socket handshake.
public final class WebApp: @unchecked Sendable {
    /// The routes to screens, shared by every session.
    public let screens: ScreenRegistry
    /// The limits and texts every session of this server follows.
    public let configuration: WebConfiguration
    /// The stylesheet every page loads, served at `/bindery.css`: BinderyWeb's own, then the apps' (the
    /// configuration's `stylesheets`), in that order.
    public let stylesheet: String
    /// The languages the registered apps speak (when this was made) in which BinderyWeb's own texts
    /// (`configuration.strings`) lack some or all of their texts; each was written to the log, with its fix.
    public let frameworkTextGaps: [FrameworkTextGap]
    let lock = NSLock()
    /// The browsers that opened pages, by their cookie's id.
    public let browsers: BrowserRegistry
    /// The live sessions (under `lock`).
    var sessions = SessionTable()
    private let makeThread: ((String) -> UIThread)?
    /// Told of each restore and each fallback, for a log line (under `lock`).
    var restoreObserver: (@Sendable (_ session: String, _ outcome: Result<Duration, RestoreFailure>) -> Void)?
    var expiryObserver: (@Sendable (_ released: Int) -> Void)?
    var rateLimitObserver: (@Sendable (_ session: String, _ refused: Int) -> Void)?
    /// Told of events, refused frames and refused pages (under `lock`; each session keeps its own reference).
    var activity: (any SessionActivity)?
    /// Whether the server is draining before it stops (under `lock`).
    private var draining = false
    /// When expired sessions are next swept for (under `lock`).
    var expirySweeps = ExpirySweeps()
    /// The idle sweep's state (under `lock`).
    var idleScreens = IdleScreenSweeps()
    /// The tokens whose records are being restored now (under `lock`): a second socket of the same tab is refused
    /// meanwhile (its page loads again, and finds the restored session) rather than running a restore of its own,
    /// whose catch-up would make the writes that came due a second time.
    var restoringTokens: Set<String> = []
    /// The clock expiry sweeps are scheduled on: a global queue (a test puts a test scheduler here before opening pages).
    var expiryScheduler: AnySchedulerOf<DispatchQueue> = DispatchQueue.global().eraseToAnyScheduler()

    /// Creates the web layer; each session gets its own UI thread from `makeThread`, which is given the session's
    /// token. By default that is a serial queue, on a shared lane unless the route of the session's first screen
    /// is registered ``ScreenThreading/socketThread``.
    public init(screens: ScreenRegistry, configuration: WebConfiguration = .init(), browsers: BrowserRegistry = .init(),
                makeThread: ((String) -> UIThread)? = nil) {
        self.screens = screens
        self.browsers = browsers
        var configuration = configuration
        if configuration.continuity == nil { configuration.continuity = configuration.development?.continuityStore() }
        self.configuration = configuration
        self.stylesheet = ([Self.defaultStylesheet] + configuration.stylesheets).joined(separator: "\n")
        self.makeThread = makeThread
        frameworkTextGaps = FrameworkTextGap.gaps(of: configuration.strings, for: screens.languages)
        for gap in frameworkTextGaps { FileHandle.standardError.write(Data("BinderyWeb: warning: \(gap.warning)\n".utf8)) }
        removeAbandonedRecords()
    }

    /// The browser client script, served at `/bindery.js`.
    public static let clientScript: String = WireProtocol.clientScript(from: resource("bindery", "js"))
    /// BinderyWeb's own stylesheet: the controls, the page frame, the colours, AA contrast and visible focus.
    public static let defaultStylesheet: String = resource("bindery", "css")

    private static func resource(_ name: String, _ ext: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: ext),
              let text = try? String(contentsOf: url, encoding: .utf8) else { return "" }
        return text
    }

    /// Calls `observer` with the number of sessions released each time the grace period releases some (for a log line).
    public func observeExpiry(_ observer: @escaping @Sendable (_ released: Int) -> Void) {
        lock.withLock { expiryObserver = observer }
    }

    /// Calls `observer` with a session's short name and how many of its events were refused for rate, at most
    /// every 10 seconds per session (for a log line).
    public func observeRateLimits(_ observer: @escaping @Sendable (_ session: String, _ refused: Int) -> Void) {
        lock.withLock { rateLimitObserver = observer }
    }

    /// Tells `activity` of every event handled, frame refused and page refused from now on (a server's metrics).
    /// Sessions opened before the call are not reported.
    public func observeActivity(_ activity: any SessionActivity) {
        lock.withLock { self.activity = activity }
    }

    /// Whether the server is draining (`beginDrain()`): new pages and new sockets are refused.
    public var isDraining: Bool { lock.withLock { draining } }

    /// Starts draining before the server stops: from now on a new page gets a 503 saying the server is moving,
    /// a hello gets `ServerMessage.move`, and every page with a socket attached is told to move now. The sessions
    /// live on until their sockets close (`connectedSessionCount` falls to 0) or the server stops.
    public func beginDrain() {
        let connected = lock.withLock { () -> [Session] in
            draining = true
            return sessions.connected
        }
        for session in connected { session.move() }
    }

    /// The number of live sessions with a socket attached.
    public var connectedSessionCount: Int { lock.withLock { sessions.connectedCount } }

    /// The language to show the page at `pathAndQuery` in: negotiated among the languages of the app whose screen
    /// answers the path, or of BinderyWeb's own texts when none does (a 404), from `?lang=` and `Accept-Language`.
    public func language(forPage pathAndQuery: String, query: String?, acceptLanguage: String?) -> Language {
        (screens.localization(for: pathAndQuery) ?? configuration.strings).negotiate(query: query, acceptLanguage: acceptLanguage)
    }

    /// The number of live sessions, including those waiting out their grace period.
    public var sessionCount: Int { lock.withLock { sessions.count } }

    /// Whether a page for a client at `clientAddress` would get a session now: the server is not draining, not
    /// full, and the client holds fewer than its limit. A server asks before it does any work for a page (loading
    /// the browser's shared values), so a client refused 429 costs it nothing more.
    public func admitsPage(clientAddress: String?) -> Bool {
        lock.withLock {
            !draining && sessions.count < configuration.maxSessions
                && sessions.count(of: clientAddress ?? "unknown") < configuration.maxSessionsPerClient
        }
    }

    /// Renders the page for `path` in a new session of the browser `browser` names (a new browser when nil or
    /// unknown); nil when no screen matches (a 404). Beyond the session limits the page says so, with status 503
    /// (server full) or 429 (this client holds too many). `timeZone` is what the page's cookie says of the browser's
    /// time zone (`WireProtocol.timeZoneCookie`), kept in its values when it names one.
    public func openPage(path: String, language: Language, clientAddress: String? = nil, browser: String? = nil,
                         timeZone: String? = nil) -> RenderedPage? {
        guard screens.matches(path) else { return nil }
        let client = clientAddress ?? "unknown"
        let (total, ofClient, draining, activity) = lock.withLock {
            (sessions.count, sessions.count(of: client), self.draining, self.activity)
        }
        guard !draining else {
            return refusal(503, language, .serverMoving, .draining, activity)
        }
        guard total < configuration.maxSessions else {
            return refusal(503, language, .serverBusy, .serverFull, activity)
        }
        guard ofClient < configuration.maxSessionsPerClient else {
            return refusal(429, language, .tooManyPages, .tooManyPages, activity)
        }
        let token = SessionToken.make()
        let thread = makeThread?(token)
            ?? UIThread.queue(label: "bindery.session.\(token.prefix(8))", onLane: screens.threading(for: path) != .socketThread)
        let session = makeSession(token: token, language: language, thread: thread, clientAddress: clientAddress,
                                  browser: browser, activity: activity)
        BrowserTimeZone.note(timeZone, in: session.browserValues)  // before the first screen renders a date
        session.journal = journalRecorder(path: path, language: language, name: String(token.prefix(8)))
        // Its record starts before its first screen opens: what that screen's services answer is part of it.
        session.continuity = startContinuity(token: token, path: path, language: language,
                                             browserValues: session.browserValues)
        guard session.open(path: path), let top = session.renderTop() else {
            endSession(token)
            return nil
        }
        let openedAt = Date()
        lock.withLock { sessions.insert(session, client: client, at: openedAt) }
        scheduleExpiry(at: openedAt.addingTimeInterval(configuration.gracePeriod))
        startIdleSweeps()
        let html = PageRenderer.page(title: top.title, language: language, siteName: configuration.siteName(language),
                                     strings: configuration.strings.strings(for: language), token: token, screenHTML: top.html,
                                     basePath: configuration.basePath, development: configuration.development != nil)
        return RenderedPage(html: html, status: 200, token: token, browser: session.browserID)
    }

    /// A recorder writing a new journal file for a session opening `path`, when `journalDirectory` is set; the
    /// journal starts from the state the app at `path` declares. A journal that cannot be created is logged to
    /// stderr, and the session runs unrecorded.
    private func journalRecorder(path: String, language: Language, name: String) -> JournalRecorder? {
        guard let directory = configuration.journalDirectory else { return nil }
        let app = JournalHeader.app(of: path)
        let header = JournalHeader(app: app, path: path, language: language.rawValue, started: Date(),
                                   state: screens.journalStates.capture(app: app))
        do {
            return try JournalRecorder.live(header: header, directory: directory, name: name,
                                           maxBytes: configuration.maxJournalBytes)
        } catch {
            FileHandle.standardError.write(Data("BinderyWeb: no journal for a session of \(path): \(error)\n".utf8))
            return nil
        }
    }

    private func refusal(_ status: Int, _ language: Language, _ reason: BinderyText, _ why: PageRefusal,
                         _ activity: (any SessionActivity)?) -> RenderedPage {
        activity?.pageRefused(why)
        let strings = configuration.strings.strings(for: language)
        let html = PageRenderer.page(title: String(status), language: language, siteName: configuration.siteName(language),
                                     strings: strings, token: nil,
                                     screenHTML: "<p role=\"alert\">\(HTML.escape(strings.text(reason)))</p>",
                                     basePath: configuration.basePath, retries: status == 503)
        return RenderedPage(html: html, status: status, token: "", refusal: why)
    }

    /// Handles a socket's first frame: a valid hello attaches the socket to its session.
    ///
    /// Returns nil (after sending an error frame) when the hello is malformed, of the wrong version or
    /// names no live session, and (after `ServerMessage.move`) while the server drains; the caller then closes the
    /// socket.
    public func connect(hello text: String, send: @escaping @Sendable (String) -> Void) -> WebConnection? {
        connect(hello: text, sendUTF8: { send(String(decoding: $0, as: UTF8.self)) })
    }

    /// Handles a socket's first frame, as ``connect(hello:send:)`` does, for a transport that writes bytes: every
    /// frame reaches `sendUTF8` as the UTF-8 of its JSON text, with no `String` made (nor its UTF-8 validated).
    /// `visitor` is who opened the socket, for a tab restored from its record (its browser's cookie, its address).
    public func connect(hello text: String, visitor: SocketVisitor = SocketVisitor(),
                        sendUTF8 send: @escaping @Sendable ([UInt8]) -> Void) -> WebConnection? {
        let refuse = { (error: ProtocolError) -> WebConnection? in
            self.lock.withLock { self.activity }?.frameRefused(error.code)
            send(error.reply.frameUTF8)
            return nil
        }
        switch ClientMessage.decode(text, maxBytes: configuration.maxMessageBytes) {
        case .failure(let error):
            return refuse(error)
        case .success(.hello(_, let token, _, let resume)):
            if isDraining {
                send(ServerMessage.move.frameUTF8)
                return nil
            }
            // After a reload, the tab's previous session (live, or restored from its record) replaces the new one.
            let previous = resume.flatMap { $0 == token ? nil : resumableSession($0, visitor: visitor) }
            if previous != nil { endSession(token) }
            guard var session = previous ?? (self.session(token: token) ?? restoredSession(token: token, visitor: visitor)) else {
                return refuse(ProtocolError(.badToken, "Unknown or expired session; reload the page."))
            }
            // A tab whose screens an idle spell released gets them back first; its page gets them whole, as on a resume.
            if !session.holdsScreens {
                guard let rebuilt = rebuiltSession(session) else {
                    return refuse(ProtocolError(.badToken, "Unknown or expired session; reload the page."))
                }
                session = rebuilt
            }
            // The browser's time zone, which a first visit's page could say only from its socket (its cookie was
            // written after the page came): screens that format dates with it hear of it and patch them.
            BrowserTimeZone.note(visitor.timeZone, in: session.browserValues)
            // Checked with the attach, under one lock, so `beginDrain` tells every socket it lets in to move.
            let attached = lock.withLock { () -> Bool in
                guard !self.draining else { return false }
                return sessions.setDisconnected(session.token, at: nil)
            }
            guard attached else {
                send(isDraining ? ServerMessage.move.frameUTF8 : ProtocolError(.badToken, "Unknown or expired session; reload the page.").reply.frameUTF8)
                return nil
            }
            if previous != nil { send(ServerMessage.resumed.frameUTF8) }
            let attachment = session.attach { message in send(message.frameUTF8) }
            let budget = EventRateLimiter(perSecond: configuration.eventsPerSecond, burst: configuration.eventBurst)
            let connection = WebConnection(session: session, attachment: attachment, app: self, refusalBudget: budget, send: send)
            session.attachments.connect(connection, attachment: attachment)
            // After the connection is known: a park that follows the release points it at the parked session.
            releaseScreensOnceShown(session)
            return connection
        case .success:
            return refuse(ProtocolError(.notReady, "The first frame must be a hello."))
        }
    }

    /// The session with this token, if live (tests and diagnostics).
    public func session(token: String) -> Session? { lock.withLock { sessions.session(token) } }

    /// Every live session, and whether its socket is attached (what an inspector lists).
    func liveSessions() -> [(session: Session, isConnected: Bool)] { lock.withLock { sessions.all } }

    /// Marks a session's socket gone; its screens are released after the grace period unless it comes back.
    func disconnected(_ session: Session, attachment: Int) {
        guard session.isCurrent(attachment: attachment) else { return }
        session.detach(attachment: attachment)
        let goneAt = Date()
        lock.withLock { _ = sessions.setDisconnected(session.token, at: goneAt) }
        scheduleExpiry(at: goneAt.addingTimeInterval(configuration.gracePeriod))
    }

    /// Closes every session now (server shutdown).
    public func closeAll() {
        let all = lock.withLock { sessions.removeAll() }
        for session in all { session.close() }
    }
}
