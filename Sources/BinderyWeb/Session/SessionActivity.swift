/// What the web layer tells a server's metrics as it works (`WebApp.observeActivity`).
///
/// Called from sessions' UI threads and page requests, many at once: an implementation must be thread-safe and cheap
/// (an atomic increment, a histogram bucket), since `eventHandled` runs once per event on the session path.
public protocol SessionActivity: AnyObject, Sendable {
    /// A message from a page was handled; `nanoseconds` from its frame's arrival until the tick's patches were sent.
    func eventHandled(nanoseconds: UInt64)
    /// A frame from a page was refused with the error `code` (nothing changed).
    func frameRefused(_ code: ProtocolError.Code)
    /// A page was refused a new session.
    func pageRefused(_ reason: PageRefusal)
    /// A tab's session was restored from its continuity record in `nanoseconds` (replay and handover).
    func sessionRestored(nanoseconds: UInt64)
    /// A tab's record could not be restored; the tab started fresh.
    func sessionRestoreFellBack(_ reason: RestoreFallback)
    /// An idle tab released its screens (`WebConfiguration.releaseIdleScreensAfter`).
    func screensReleased()
    /// A tab whose screens were released got them back from its record in `nanoseconds`, on its next message.
    func screensRebuilt(nanoseconds: UInt64)
}

extension SessionActivity {
    public func sessionRestored(nanoseconds: UInt64) {}
    public func sessionRestoreFellBack(_ reason: RestoreFallback) {}
    public func screensReleased() {}
    public func screensRebuilt(nanoseconds: UInt64) {}
}

/// Why a tab's continuity record could not be restored (the tab started fresh, as with no record).
public enum RestoreFallback: String, CaseIterable, Sendable {
    /// The record is not a journal this build reads.
    case unreadable
    /// The record reached its size limit: what followed was never written.
    case incomplete
    /// No route answers the record's first screen any more.
    case routeGone = "route_gone"
    /// A recorded message was refused by the restored screens: the app is not the one that recorded it.
    case diverged
}

/// Why a page was refused a new session.
public enum PageRefusal: String, CaseIterable, Sendable {
    /// The server holds `WebConfiguration.maxSessions` sessions (503).
    case serverFull = "server_full"
    /// The client's address holds `WebConfiguration.maxSessionsPerClient` sessions (429).
    case tooManyPages = "too_many_pages"
    /// The server is draining before it stops (503; a load balancer retries another instance).
    case draining
}
