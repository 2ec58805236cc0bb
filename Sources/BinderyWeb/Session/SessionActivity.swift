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
