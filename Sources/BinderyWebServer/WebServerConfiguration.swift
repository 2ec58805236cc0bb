/// Limits and timings of the page server: its requests, its WebSocket, the host names it answers for.
public struct WebServerConfiguration: Sendable {
    /// The most bytes that may wait to be written to one socket whose page stopped reading; past it the socket is
    /// closed and the page, on its next socket, resumes its session with the screen sent whole.
    public var maxOutboundBytes: Int
    /// How often an idle socket is pinged; a peer that stops answering is closed.
    public var pingInterval: Duration
    /// How long a new socket may take to say hello (its first frame, naming its page's session); a socket silent
    /// that long is closed, so sockets that never join a session cannot pile up.
    public var helloTimeout: Duration
    /// The most session sockets one client address may hold open (behind `trustedProxies`, the forwarded client's);
    /// an upgrade past it is refused with 400. A browser holds one per open tab.
    public var maxSocketsPerClient: Int
    /// How much and how slowly a connection may send before its request is answered.
    public var requestLimits: RequestLimits
    /// Host names the server answers for besides the loopback names: its listening address, and the names a
    /// deployment is reached by. A request for any other host is refused.
    public var allowedHosts: [String]
    /// Addresses of proxies (a TLS terminator, a load balancer) whose forwarding headers are believed: a page they
    /// forward with `X-Forwarded-Proto: https` gets a Secure cookie, and the last address of their `X-Forwarded-For`
    /// is the client the per-client session limit counts.
    public var trustedProxies: [String]
    /// Whether the diagnostics are served: the session inspector at `/_bindery/inspector` under the base path (to
    /// loopback clients that no proxy forwarded; see <doc:InspectingSessions>), and the benchmark endpoints
    /// `GET /_bindery/stats` (live sessions and view controllers) and the bare echo socket `/socket/echo` (the load
    /// benchmark's floor). Off unless asked for.
    public var diagnostics: Bool
    /// This instance's name among several behind a load balancer: when set, every page and socket upgrade sets
    /// the `InstanceCookie`, which the balancer routes the browser's next requests by.
    public var instanceName: String?
    /// The longest a stop waits for open pages to move to another instance before it stops anyway (`WebServer.drain`).
    public var drainTimeout: Duration
    /// Whether `GET /_bindery/metrics` answers any client; by default only loopback clients that no proxy forwarded
    /// (the metrics reveal traffic).
    public var metricsPublic: Bool
    /// What `GET /_bindery/ready` asks besides "not draining": nil when the app's dependencies are reachable (its
    /// database answers), else a short reason, answered with 503. Runs on every probe; keep it quick.
    public var readinessCheck: (@Sendable () async -> String?)?
    /// Runs once a drain has waited for the open pages, before the server stops: writes what the apps' stores still
    /// hold (write-behind buffers).
    public var flushStores: @Sendable () -> Void

    /// Creates the configuration (4 MiB waiting per socket, a ping every 30 seconds, 10 seconds to say hello, 64
    /// sockets per client, no diagnostics, no instance name, a 10-second drain, metrics for loopback clients only). The largest message a page may send is the
    /// sessions' limit, `WebConfiguration.maxMessageBytes`.
    public init(maxOutboundBytes: Int = 4 * 1024 * 1024,
                pingInterval: Duration = .seconds(30), helloTimeout: Duration = .seconds(10), maxSocketsPerClient: Int = 64,
                requestLimits: RequestLimits = .init(), allowedHosts: [String] = [],
                trustedProxies: [String] = [], diagnostics: Bool = false, instanceName: String? = nil,
                drainTimeout: Duration = .seconds(10), metricsPublic: Bool = false,
                readinessCheck: (@Sendable () async -> String?)? = nil, flushStores: @escaping @Sendable () -> Void = {}) {
        self.instanceName = instanceName
        self.drainTimeout = drainTimeout
        self.metricsPublic = metricsPublic
        self.readinessCheck = readinessCheck
        self.flushStores = flushStores
        self.trustedProxies = trustedProxies
        self.requestLimits = requestLimits
        self.allowedHosts = allowedHosts
        self.maxOutboundBytes = maxOutboundBytes
        self.pingInterval = pingInterval
        self.helloTimeout = helloTimeout
        self.maxSocketsPerClient = maxSocketsPerClient
        self.diagnostics = diagnostics
    }
}
