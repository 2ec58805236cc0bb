import Hummingbird
import HTTPTypes

/// Who may see what reveals a server's traffic (the metrics, the session inspector): a client on this machine itself
/// whose request no proxy forwarded. A proxy on the same machine forwards from anywhere, so any forwarding header
/// (`X-Forwarded-For`, `Forwarded`) disqualifies a request, trusted proxy or not.
enum LoopbackClient {
    /// Whether `request` came from a loopback address, with no forwarding header.
    static func isLocal<Context: RequestContext>(_ request: Request, context: Context) -> Bool {
        isLocal(address: (context as? any RemoteAddressRequestContext)?.remoteAddress?.ipAddress, headers: request.headers)
    }

    /// Whether a request with `headers` from the peer `address` is local and unforwarded.
    static func isLocal(address: String?, headers: HTTPFields) -> Bool {
        guard headers[.forwardedFor] == nil, headers[.forwarded] == nil, let address else { return false }
        return address == "::1" || address.hasPrefix("127.") || address.hasPrefix("::ffff:127.")
    }
}

extension HTTPField.Name {
    /// The standard forwarding header (RFC 7239), which this server never believes but counts as forwarding.
    static let forwarded = HTTPField.Name("Forwarded")!
}
