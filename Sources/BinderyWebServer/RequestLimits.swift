/// What one connection may send before the server answers it, and how slowly.
///
/// A client that sends its request slowly (a byte every few seconds), never finishes it, or sends a huge request
/// line or header block holds a connection and a descriptor; these limits bound that cost. A request over a size
/// limit is answered (414 URI Too Long, 431 Request Header Fields Too Large, 413 Content Too Large, 411 Length
/// Required for chunked bodies, which no page of this server sends) and its connection closed; a request not
/// finished in time gets 408 Request Timeout; a kept-alive connection with no request is closed `idleTimeout` after
/// its last response.
public struct RequestLimits: Sendable {
    /// How long a client has, from its connection or its previous request, to send a whole request head.
    public var headerTimeout: Duration
    /// How long a client has to send a request's body once its head has arrived.
    public var bodyTimeout: Duration
    /// How long a kept-alive connection may stay open with no request, from the end of its last response.
    public var idleTimeout: Duration
    /// The longest request line (method, path and query, version) in bytes.
    public var maxRequestLineBytes: Int
    /// The largest request head (request line and headers) in bytes.
    public var maxHeaderBytes: Int
    /// The largest request body in bytes.
    public var maxBodyBytes: Int
    /// The most connections one client address may hold open at once, sockets included; one more is closed at
    /// once, before a byte of it is read. Connections from a trusted proxy are not counted (every client behind it
    /// shares its address).
    public var maxConnectionsPerClient: Int

    /// Creates the limits: 10 s for a head or a body, 60 s idle, an 8 KiB request line, 32 KiB of head, 64 KiB of body,
    /// 256 connections per client.
    public init(headerTimeout: Duration = .seconds(10), bodyTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(60),
                maxRequestLineBytes: Int = 8 * 1024, maxHeaderBytes: Int = 32 * 1024, maxBodyBytes: Int = 64 * 1024,
                maxConnectionsPerClient: Int = 256) {
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.idleTimeout = idleTimeout
        self.maxRequestLineBytes = maxRequestLineBytes
        self.maxHeaderBytes = maxHeaderBytes
        self.maxBodyBytes = maxBodyBytes
        self.maxConnectionsPerClient = maxConnectionsPerClient
    }
}
