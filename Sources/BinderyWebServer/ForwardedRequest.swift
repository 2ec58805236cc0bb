import Foundation
import HTTPTypes
import Hummingbird

/// What a proxy in front says about a request: whether it reached the deployment over HTTPS, and which client sent
/// it. Only a proxy the configuration trusts is believed (the connection comes from one of `trustedProxies`);
/// anyone else's `X-Forwarded-*` headers are ignored, so a client cannot pose as another address or as HTTPS.
struct ForwardedRequest: Sendable {
    /// The client addresses whose forwarding headers are believed.
    let trustedProxies: Set<String>

    /// Whether `request` came over HTTPS, per a trusted proxy's `X-Forwarded-Proto`. This server speaks plain
    /// HTTP, so that is only ever true behind a TLS-terminating proxy.
    func isHTTPS<Context: RequestContext>(_ request: Request, context: Context) -> Bool {
        guard let forwarded = trustedHeader(.forwardedProto, of: request, context: context) else { return false }
        return forwarded.split(separator: ",").first?.trimmingCharacters(in: .whitespaces).lowercased() == "https"
    }

    /// The address of the client that sent `request`: the connection's peer, or, when the peer is a trusted proxy,
    /// the last address its `X-Forwarded-For` names (the one the proxy itself saw; earlier ones are the client's
    /// word). Per-client limits count by it, so the clients behind a load balancer are not all one client.
    func clientAddress<Context: RequestContext>(of request: Request, context: Context) -> String? {
        clientAddress(headers: request.headers, peer: Self.peer(of: context))
    }

    /// The same for a request head read on a connection from `peer` (a socket upgrade).
    func clientAddress(headers: HTTPFields, peer: String?) -> String? {
        guard let peer, trustedProxies.contains(peer), let forwarded = headers[.forwardedFor],
              let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !last.isEmpty
        else { return peer }
        return last
    }

    /// The value of `name` when the connection comes from a trusted proxy.
    private func trustedHeader<Context: RequestContext>(_ name: HTTPField.Name, of request: Request, context: Context) -> String? {
        guard let peer = Self.peer(of: context), trustedProxies.contains(peer) else { return nil }
        return request.headers[name]
    }

    private static func peer<Context: RequestContext>(of context: Context) -> String? {
        (context as? any RemoteAddressRequestContext)?.remoteAddress?.ipAddress
    }
}

extension HTTPField.Name {
    /// The scheme the client used, as a proxy reports it.
    static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")!
    /// The addresses a request passed through, the client's first, as proxies report them.
    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!
}
