import Hummingbird
import NIOCore

/// The request context of pages: Hummingbird's basics plus the client's address, which limits sessions per client.
public struct PageRequestContext: RequestContext, RemoteAddressRequestContext {
    /// Hummingbird's core context: the request's logger, its identifier and the parameters the router matched.
    public var coreContext: CoreRequestContextStorage
    /// The address of the connection's peer, which the per-client session limit counts by; behind a proxy, the proxy's.
    public let remoteAddress: SocketAddress?

    /// Creates the context for a request on `source`'s channel.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The peer's IP address as text ("unknown" when the transport has none).
    var clientAddress: String { remoteAddress?.ipAddress ?? "unknown" }
}
