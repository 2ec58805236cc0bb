import BinderyWeb
import CoreMetrics
import Prometheus
import Synchronization

/// The server's Prometheus metrics, served at `OperationsRoutes.Path.metrics` in the text format: kept with
/// swift-metrics' API on a registry of the server's own (swift-prometheus), so two servers in one process (tests)
/// never share counts and nothing is bootstrapped globally.
///
/// The session path pays one atomic increment and one histogram bucket per event; the gauges are read when the
/// metrics are scraped.
public final class ServerMetrics: SessionActivity, Sendable {
    /// The names of the metrics, as Prometheus shows them.
    public enum Name {
        /// Gauge: live sessions (tabs), including those waiting out their grace period.
        public static let sessions = "bindery_sessions"
        /// Gauge: live sessions with a socket attached.
        public static let connectedSessions = "bindery_connected_sessions"
        /// Counter: messages from pages handled (`rate()` gives events per second).
        public static let events = "bindery_events_total"
        /// Histogram (seconds): from a frame's arrival until the patches of its tick were sent.
        public static let eventDuration = "bindery_event_duration_seconds"
        /// Counter with `reason` (a `ProtocolError.Code`): frames refused.
        public static let refusedFrames = "bindery_refused_frames_total"
        /// Counter with `reason` (a `PageRefusal`): pages refused a session.
        public static let refusedPages = "bindery_refused_pages_total"
        /// Counter: failed database operations the apps' stores reported (`DatabaseErrors`).
        public static let databaseErrors = "bindery_database_errors_total"
        /// Gauge: 1 while the server drains before it stops, else 0.
        public static let draining = "bindery_draining"
        /// Histogram (seconds): how long restoring a tab's session from its continuity record took (its count is
        /// the sessions restored).
        public static let restoreDuration = "bindery_session_restore_seconds"
        /// Counter with `reason` (a `RestoreFallback`): records that could not be restored (the tab started fresh).
        public static let restoreFallbacks = "bindery_session_restore_fallbacks_total"
        /// Gauge: live sessions whose screens an idle spell released (`WebConfiguration.releaseIdleScreensAfter`).
        public static let releasedSessions = "bindery_released_sessions"
        /// Counter: idle tabs' screens released.
        public static let screensReleased = "bindery_idle_screens_released_total"
        /// Histogram (seconds): how long rebuilding a released tab's screens from its record took, paid by its next
        /// message (its count is the rebuilds).
        public static let screensRebuild = "bindery_idle_screens_rebuild_seconds"
    }

    /// The label that says why a frame or a page was refused.
    public static let reasonLabel = "reason"

    /// The buckets of `Name.eventDuration`: 0.5 ms to 1 s.
    public static let eventDurationBuckets: [Duration] = [
        .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25),
        .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1),
    ]

    /// The buckets of `Name.restoreDuration`: 1 ms to 5 s.
    public static let restoreDurationBuckets: [Duration] = [
        .milliseconds(1), .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
        .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(5),
    ]

    /// Where the metrics are kept.
    public let registry: PrometheusCollectorRegistry
    private let events: CoreMetrics.Counter
    private let eventDuration: CoreMetrics.Timer
    private let refusedFrames: [ProtocolError.Code: CoreMetrics.Counter]
    private let refusedPages: [PageRefusal: CoreMetrics.Counter]
    private let sessions: CoreMetrics.Gauge
    private let connectedSessions: CoreMetrics.Gauge
    private let draining: CoreMetrics.Gauge
    private let databaseErrors: CoreMetrics.Counter
    private let restoreDuration: CoreMetrics.Timer
    private let restoreFallbacks: [RestoreFallback: CoreMetrics.Counter]
    private let releasedSessions: CoreMetrics.Gauge
    private let screensReleasedCount: CoreMetrics.Counter
    private let screensRebuild: CoreMetrics.Timer
    /// `DatabaseErrors.total` when it was last copied into `databaseErrors`.
    private let databaseErrorsCopied = Mutex(0)

    /// Metrics in a new registry of their own.
    public init() {
        let registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.durationHistogramBuckets[Name.eventDuration] = Self.eventDurationBuckets
        factory.durationHistogramBuckets[Name.restoreDuration] = Self.restoreDurationBuckets
        factory.durationHistogramBuckets[Name.screensRebuild] = Self.restoreDurationBuckets
        self.registry = registry
        events = CoreMetrics.Counter(label: Name.events, factory: factory)
        eventDuration = CoreMetrics.Timer(label: Name.eventDuration, factory: factory)
        refusedFrames = Dictionary(uniqueKeysWithValues: ProtocolError.Code.allCases.map { code in
            (code, CoreMetrics.Counter(label: Name.refusedFrames, dimensions: [(Self.reasonLabel, code.rawValue)], factory: factory))
        })
        refusedPages = Dictionary(uniqueKeysWithValues: PageRefusal.allCases.map { reason in
            (reason, CoreMetrics.Counter(label: Name.refusedPages, dimensions: [(Self.reasonLabel, reason.rawValue)], factory: factory))
        })
        sessions = CoreMetrics.Gauge(label: Name.sessions, factory: factory)
        connectedSessions = CoreMetrics.Gauge(label: Name.connectedSessions, factory: factory)
        draining = CoreMetrics.Gauge(label: Name.draining, factory: factory)
        databaseErrors = CoreMetrics.Counter(label: Name.databaseErrors, factory: factory)
        restoreDuration = CoreMetrics.Timer(label: Name.restoreDuration, factory: factory)
        restoreFallbacks = Dictionary(uniqueKeysWithValues: RestoreFallback.allCases.map { reason in
            (reason, CoreMetrics.Counter(label: Name.restoreFallbacks, dimensions: [(Self.reasonLabel, reason.rawValue)], factory: factory))
        })
        releasedSessions = CoreMetrics.Gauge(label: Name.releasedSessions, factory: factory)
        screensReleasedCount = CoreMetrics.Counter(label: Name.screensReleased, factory: factory)
        screensRebuild = CoreMetrics.Timer(label: Name.screensRebuild, factory: factory)
    }

    public func eventHandled(nanoseconds: UInt64) {
        events.increment()
        eventDuration.recordNanoseconds(Int64(clamping: nanoseconds))
    }

    public func frameRefused(_ code: ProtocolError.Code) {
        refusedFrames[code]?.increment()
    }

    public func pageRefused(_ reason: PageRefusal) {
        refusedPages[reason]?.increment()
    }

    public func sessionRestored(nanoseconds: UInt64) {
        restoreDuration.recordNanoseconds(Int64(clamping: nanoseconds))
    }

    public func sessionRestoreFellBack(_ reason: RestoreFallback) {
        restoreFallbacks[reason]?.increment()
    }

    public func screensReleased() {
        screensReleasedCount.increment()
    }

    public func screensRebuilt(nanoseconds: UInt64) {
        screensRebuild.recordNanoseconds(Int64(clamping: nanoseconds))
    }

    /// The metrics in Prometheus' text format, the gauges read from `webApp` now.
    public func exposition(of webApp: WebApp) -> String {
        sessions.record(webApp.sessionCount)
        releasedSessions.record(webApp.sessionsByScreens.released)
        connectedSessions.record(webApp.connectedSessionCount)
        draining.record(webApp.isDraining ? 1 : 0)
        let newErrors = databaseErrorsCopied.withLock { copied -> Int in
            let total = DatabaseErrors.total
            defer { copied = total }
            return total - copied
        }
        if newErrors > 0 { databaseErrors.increment(by: newErrors) }
        return registry.emitToString()
    }
}
