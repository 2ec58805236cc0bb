/// Who opened a page's socket, as its upgrade request says: what a tab restored from its continuity record needs
/// to belong to the same browser and client as the page that opened it before the server restarted.
public struct SocketVisitor: Sendable, Equatable {
    /// The id in the request's browser cookie (`BrowserRegistry`), nil without one.
    public var browser: String?
    /// The client's address (the forwarded one behind a trusted proxy), nil when unknown.
    public var clientAddress: String?

    /// A visitor with the browser id `browser` at `clientAddress`; both unknown by default (tests, benchmarks).
    public init(browser: String? = nil, clientAddress: String? = nil) {
        self.browser = browser
        self.clientAddress = clientAddress
    }
}
