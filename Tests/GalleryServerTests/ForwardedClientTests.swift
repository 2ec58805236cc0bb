import BinderyWeb
import BinderyWebServer
import Foundation
import Testing

/// Behind a load balancer every connection comes from the balancer: a trusted proxy's `X-Forwarded-For` names the
/// client the per-client session limit counts, and nobody else's does.
struct ForwardedClientTests {
    @Test func aTrustedProxysClientsAreCountedApart() async throws {
        let registry = ScreenRegistry()
        registry.register("/hello") { _ in HelloScreen() }
        try await TestWebServer.run(registry: registry, web: WebConfiguration(maxSessionsPerClient: 1),
                                    server: WebServerConfiguration(trustedProxies: ["127.0.0.1"])) { server in
            let first = try await TestHTTP.get(server.url("/hello"), headers: ["X-Forwarded-For": "203.0.113.7"])
            let second = try await TestHTTP.get(server.url("/hello"), headers: ["X-Forwarded-For": "198.51.100.9"])
            let againFirst = try await TestHTTP.get(server.url("/hello"), headers: ["X-Forwarded-For": "203.0.113.7"])
            let claimed = try await TestHTTP.get(server.url("/hello"),
                                                 headers: ["X-Forwarded-For": "192.0.2.1, 203.0.113.7"])
            #expect(first.status == 200 && second.status == 200, "two clients behind one proxy")
            #expect(againFirst.status == 429, "the same client's second tab is over its limit of one")
            #expect(claimed.status == 429, "the proxy's own entry is the last one; earlier ones are the client's word")
        }
    }

    @Test func anUntrustedPeersForwardedForIsIgnored() async throws {
        let registry = ScreenRegistry()
        registry.register("/hello") { _ in HelloScreen() }
        try await TestWebServer.run(registry: registry, web: WebConfiguration(maxSessionsPerClient: 1)) { server in
            let first = try await TestHTTP.get(server.url("/hello"), headers: ["X-Forwarded-For": "203.0.113.7"])
            let posing = try await TestHTTP.get(server.url("/hello"), headers: ["X-Forwarded-For": "198.51.100.9"])
            #expect(first.status == 200 && posing.status == 429, "a client cannot pose as another address")
        }
    }
}
