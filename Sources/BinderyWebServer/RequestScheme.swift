import Foundation
import HTTPTypes
import Hummingbird

/// Tells whether a request reached the deployment over HTTPS. This server speaks plain HTTP, so that is only
/// ever true behind a TLS-terminating proxy, and only a proxy the configuration trusts is believed: its
/// `X-Forwarded-Proto: https` counts when the connection comes from one of `trustedProxies`.
struct RequestScheme: Sendable {
    /// The client addresses whose forwarding headers are believed.
    let trustedProxies: Set<String>

    /// Whether `request` came over HTTPS, per a trusted proxy.
    func isHTTPS<Context: RequestContext>(_ request: Request, context: Context) -> Bool {
        guard let peer = (context as? any RemoteAddressRequestContext)?.remoteAddress?.ipAddress,
              trustedProxies.contains(peer),
              let forwarded = request.headers[HTTPField.Name("X-Forwarded-Proto")!] else { return false }
        return forwarded.split(separator: ",").first?.trimmingCharacters(in: .whitespaces).lowercased() == "https"
    }
}
