import Foundation

/// Settings of the web layer a deployment may change.
public struct WebConfiguration: Sendable {
    /// How long a tab's session waits for its socket to come back before its screens are released (they go within a
    /// second after it: one sweep serves every session).
    public var gracePeriod: TimeInterval
    /// The most sessions held at once; new pages beyond it get a 503.
    public var maxSessions: Int
    /// The most sessions one client address may hold at once; more pages get a 429.
    public var maxSessionsPerClient: Int
    /// The steady number of events per second one tab may send; more are refused with an error.
    public var eventsPerSecond: Double
    /// How many events one tab may send at once before the steady rate applies.
    public var eventBurst: Int
    /// The most screens one tab's stack holds; a push past it releases the oldest screen (Back to it rebuilds it).
    public var maxScreensPerSession: Int
    /// The largest message a page may send, in bytes: a larger one is refused with a `tooLarge` error and changes
    /// nothing; one over four times this closes its socket (1009, message too big) and the page resumes on a new one.
    public var maxMessageBytes: Int
    /// The path BinderyWeb is served under: empty at the site's root, or a prefix such as `/app` when it is mounted
    /// into a larger site. Screens keep their own paths (`/counter`); the browser sees them under the prefix
    /// (`/app/counter`), and the page's script, stylesheet and socket live there too.
    public var basePath: String
    /// The name shown in every page's header, linking home.
    public var siteName: @Sendable (Language) -> String
    /// BinderyWeb's own texts (reconnecting, session ended, server busy, not found): `BinderyText.localization`, or
    /// a server's tables laid over it to change them or add a language.
    public var strings: Localization
    /// The apps' own style sheets (CSS text), laid after BinderyWeb's in the one stylesheet every page loads, so an
    /// app's rule wins over the default it restyles: the classes its views carry, the colours `UIColor(named:)` names.
    /// Usually the served apps' ``WebAppModule/stylesheet``s: `apps.stylesheets` for a list of app types.
    public var stylesheets: [String]
    /// Where every session is recorded as a journal (`Journal`: one JSON-lines file per tab, typed passwords and
    /// cookie values masked), or nil (the default) to record nothing.
    public var journalDirectory: URL?
    /// The most bytes one session's journal holds (`JournalRecorder.defaultMaxBytes`): past it the journal ends with
    /// a line saying so, the server logs it once, and the session goes on unrecorded.
    public var maxJournalBytes: Int
    /// Where each tab's continuity record is kept, so that the tab continues where it was after a reload, a restart
    /// or a crash (`ContinuityStore`; a server keeps them in its data directory), or nil to keep none: a tab the
    /// server does not hold then starts fresh. A record holds at most `maxJournalBytes`.
    public var continuity: (any ContinuityStore)?
    /// How long a record waits for its tab to come back after the tab's last event (a phone's browser may reload a
    /// tab it discarded hours ago); older ones are deleted. One day by default.
    public var continuityRetention: TimeInterval
    /// How much of the time its server was away (a restart, a crash) a restored tab catches up: timed work that came
    /// due meanwhile — a countdown's ticks, a debounce, a retry, a "3 min ago" — runs as the tab comes back, at most
    /// this long past the record's last line, and its writes and requests are made then and recorded; beyond it, the
    /// tab goes on as if no more time had passed. `defaultContinuityCatchUpLimit` by default; 0 resumes the tab's clock
    /// where its record ended.
    public var continuityCatchUpLimit: TimeInterval
    /// The default of `continuityCatchUpLimit`: an hour.
    public static let defaultContinuityCatchUpLimit: TimeInterval = 60 * 60
    /// How many seconds a tab's page may send nothing before the tab lets its screens go (view controllers, view
    /// models, bindings: most of an idle tab's memory), keeping its socket, token and continuity record; its next
    /// message rebuilds them from the record, which that message's round trip pays for. Only with `continuity`, and
    /// only for a tab that is quiescent (`Session` says which are not); 0 (or a negative or infinite number) keeps every
    /// tab's screens.
    /// `defaultReleaseIdleScreensAfter` by default, as Phoenix LiveView hibernates a channel after 15 s.
    public var releaseIdleScreensAfter: TimeInterval
    /// The default of `releaseIdleScreensAfter`: 15 seconds.
    public static let defaultReleaseIdleScreensAfter: TimeInterval = 15
    /// Whether a tab lets its screens go as soon as its page shows them (its socket attached), rather than after
    /// `releaseIdleScreensAfter` without a message; the same rules say which tabs may (`Session`: quiescent ones,
    /// only with `continuity` and a release limit). False by default.
    ///
    /// A tab opened and never used then holds no screen at all, and the memory of the screens built to render its
    /// page is freed while other tabs are still arriving, so new tabs reuse it; released after an idle spell, it is
    /// left in holes between what the open tabs keep, which the process cannot give back (the Counter's idle tab:
    /// 6.9 KiB of RSS rather than 15, `Benchmarks/README.md`). The tab's first event pays the rebuild from its record
    /// (the Counter's: about 0.4 ms of CPU, as any event after an idle spell). Turn it on for an app whose screens
    /// render only from what their tab did: one that reads, as it loads, what changes elsewhere (a store other tabs
    /// write, the date) may rebuild showing something else, and that first event is then answered with the rebuilt
    /// screen whole rather than handled.
    public var releaseScreensOnceShown: Bool
    /// The live edit loop running this server (`scripts/dev`), whose build state every page shows, and which keeps the
    /// tabs' continuity records when `continuity` is nil; nil (the default outside the loop) in production.
    public var development: DevelopmentLoop?

    /// Creates a configuration; every default is a production default (30 s grace, 10,000 sessions, 100 per client, 60 events per second in bursts of 120, 8 screens per tab, idle tabs' screens released after 15 s, not once shown); `development` is the loop `BINDERY_DEV_DIR` names, unset in production.
    public init(gracePeriod: TimeInterval = 30, maxSessions: Int = 10_000, maxSessionsPerClient: Int = 100,
                eventsPerSecond: Double = 60, eventBurst: Int = 120, maxScreensPerSession: Int = 8,
                maxMessageBytes: Int = WireProtocol.Limit.defaultMessageBytes, basePath: String = "",
                siteName: @escaping @Sendable (Language) -> String = { _ in "Bindery" },
                strings: Localization = BinderyText.localization, stylesheets: [String] = [],
                journalDirectory: URL? = nil, maxJournalBytes: Int = JournalRecorder.defaultMaxBytes,
                continuity: (any ContinuityStore)? = nil, continuityRetention: TimeInterval = 24 * 60 * 60,
                continuityCatchUpLimit: TimeInterval = WebConfiguration.defaultContinuityCatchUpLimit,
                releaseIdleScreensAfter: TimeInterval = WebConfiguration.defaultReleaseIdleScreensAfter,
                releaseScreensOnceShown: Bool = false, development: DevelopmentLoop? = .fromEnvironment()) {
        self.releaseIdleScreensAfter = releaseIdleScreensAfter
        self.releaseScreensOnceShown = releaseScreensOnceShown
        self.continuity = continuity
        self.development = development
        self.continuityRetention = continuityRetention
        self.continuityCatchUpLimit = continuityCatchUpLimit
        self.strings = strings
        self.stylesheets = stylesheets
        self.journalDirectory = journalDirectory
        self.maxJournalBytes = maxJournalBytes
        self.gracePeriod = gracePeriod
        self.maxSessions = maxSessions
        self.maxSessionsPerClient = maxSessionsPerClient
        self.eventsPerSecond = eventsPerSecond
        self.eventBurst = eventBurst
        self.maxScreensPerSession = maxScreensPerSession
        self.maxMessageBytes = maxMessageBytes
        precondition(basePath.isEmpty || (basePath.hasPrefix("/") && !basePath.hasSuffix("/") && !basePath.contains("?")),
                     "basePath is empty or a path like /app: one leading slash, no trailing slash, no query (got \(basePath)).")
        self.basePath = basePath
        self.siteName = siteName
    }

    /// The defaults, which `Session` also starts from.
    public static let standard = WebConfiguration()
}
