/// Who opened a page's socket, as its upgrade request says: what a tab restored from its continuity record needs
/// to belong to the same browser and client as the page that opened it before the server restarted.
public struct SocketVisitor: Sendable, Equatable {
    /// The id in the request's browser cookie (`BrowserRegistry`), nil without one.
    public var browser: String?
    /// The client's address (the forwarded one behind a trusted proxy), nil when unknown.
    public var clientAddress: String?

    /// The time zone the page's cookie names (`WireProtocol.timeZoneCookie`), as sent: checked where it is used.
    public var timeZone: String?

    /// A visitor with the browser id `browser` at `clientAddress`, whose page says its browser is in `timeZone`; all
    /// unknown by default (tests, benchmarks).
    public init(browser: String? = nil, clientAddress: String? = nil, timeZone: String? = nil) {
        self.browser = browser
        self.clientAddress = clientAddress
        self.timeZone = timeZone
    }
}
