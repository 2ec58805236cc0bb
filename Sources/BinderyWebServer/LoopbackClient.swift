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
        guard !forwardingHeaders.contains(where: { headers[$0] != nil }), let address else { return false }
        return address == "::1" || address.hasPrefix("127.") || address.hasPrefix("::ffff:127.")
    }

    /// The headers a proxy in front sets to say whose request it forwards: any one of them marks a request from a
    /// loopback peer as not local (a proxy on the same machine forwards the whole world).
    static let forwardingHeaders: [HTTPField.Name] = [
        .forwarded, .forwardedFor, .forwardedProto, .forwardedHost, .realIP, .via, .clientIP, .trueClientIP,
    ]
}

extension HTTPField.Name {
    /// The standard forwarding header (RFC 7239), which this server never believes but counts as forwarding.
    static let forwarded = HTTPField.Name("Forwarded")!
    /// The host the client asked for, as a proxy reports it.
    static let forwardedHost = HTTPField.Name("X-Forwarded-Host")!
    /// The client's address as nginx's `proxy_set_header X-Real-IP` reports it.
    static let realIP = HTTPField.Name("X-Real-IP")!
    /// The proxies a request passed through (RFC 9110).
    static let via = HTTPField.Name("Via")!
    /// The client's address as some proxies report it.
    static let clientIP = HTTPField.Name("X-Client-IP")!
    /// The client's address as some CDNs report it.
    static let trueClientIP = HTTPField.Name("True-Client-IP")!
}
