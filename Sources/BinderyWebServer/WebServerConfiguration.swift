/// Limits and timings of the page server's WebSocket.
public struct WebServerConfiguration: Sendable {
    /// The largest inbound WebSocket message in bytes: a larger one gets a `tooLarge` error reply and changes nothing;
    /// one over four times this closes its socket with 1009 (message too big), and the page resumes on a new socket.
    public var maxMessageSize: Int
    /// How often an idle socket is pinged; a peer that stops answering is closed.
    public var pingInterval: Duration
    /// Whether the benchmark endpoints are served: `GET /_bindery/stats` (live sessions and view controllers)
    /// and the bare echo socket `/socket/echo` (the load benchmark's floor). Off unless asked for.
    public var diagnostics: Bool

    /// Creates the configuration (64 KiB messages, a ping every 30 seconds, no diagnostics).
    public init(maxMessageSize: Int = 64 * 1024, pingInterval: Duration = .seconds(30), diagnostics: Bool = false) {
        self.maxMessageSize = maxMessageSize
        self.pingInterval = pingInterval
        self.diagnostics = diagnostics
    }
}
