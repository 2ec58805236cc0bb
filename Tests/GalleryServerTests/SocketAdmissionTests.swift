import BinderyWeb
import BinderyWebServer
import Testing

/// Sockets cost the server a descriptor each: one client holds at most `maxSocketsPerClient` of them, so no client
/// can starve the pages of others. (The hello deadline: `SocketHelloDeadlineTests`, on virtual time.)
struct SocketAdmissionTests {
    private static func registry() -> ScreenRegistry {
        let registry = ScreenRegistry()
        registry.register("/hello") { _ in HelloScreen() }
        return registry
    }

    @Test func oneClientHoldsAtMostItsShareOfSockets() async throws {
        let server = WebServerConfiguration(maxSocketsPerClient: 3)
        try await TestWebServer.run(registry: Self.registry(), server: server) { server in
            try await Self.holding(3, on: server) {
                let refused = try await RawWebSocket.connect(port: server.port, origin: server.origin) { $0.status }
                #expect(refused == 400, "a fourth socket of the same client is refused")
                let page = try await TestHTTP.get(server.url("/hello"))
                #expect(page.status == 200, "pages still load")
            }
            var status = 0
            for _ in 0..<200 where status != 101 {  // the server counts a socket until it has seen it close
                status = try await RawWebSocket.connect(port: server.port, origin: server.origin) { $0.status }
            }
            #expect(status == 101, "once the client's sockets close, it may open new ones")
        }
    }

    /// Runs `body` while `count` sockets of this client are open.
    private static func holding(_ count: Int, on server: TestWebServer, _ body: () async throws -> Void) async throws {
        guard count > 0 else { return try await body() }
        try await RawWebSocket.connect(port: server.port, origin: server.origin) { socket in
            #expect(socket.status == 101)
            try await holding(count - 1, on: server, body)
        }
    }
}
