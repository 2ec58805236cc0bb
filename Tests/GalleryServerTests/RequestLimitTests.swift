import BinderyWeb
import BinderyWebServer
import Foundation
import Testing

/// Slow, unfinished and oversized requests get a clear answer and cost the server a bounded amount.
struct RequestLimitTests {
    private static func registry() -> ScreenRegistry {
        let registry = ScreenRegistry()
        registry.register("/hello") { _ in HelloScreen() }
        return registry
    }

    private static let tight = WebServerConfiguration(requestLimits: RequestLimits(
        headerTimeout: .seconds(1), bodyTimeout: .seconds(1), idleTimeout: .seconds(1),
        maxRequestLineBytes: 2048, maxHeaderBytes: 8192, maxBodyBytes: 1024, maxConnectionsPerClient: 1_000))

    private func answer(to request: String, port: Int) async throws -> String {
        let connection = try RawConnection(port: port)
        try? connection.send(request)
        return try #require(await connection.readUntilClosed(within: 10))
    }

    @Test func aHugePathGets414AndAHugeHeadGets431() async throws {
        try await TestWebServer.run(registry: Self.registry(), server: Self.tight) { server in
            let path = "/" + String(repeating: "a", count: 1_000_000)
            let long = try await answer(to: "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: server.port)
            #expect(long.hasPrefix("HTTP/1.1 414"), "\(long.prefix(40))")
            #expect(long.contains("X-Content-Type-Options: nosniff"))
            let header = "X-Filler: " + String(repeating: "b", count: 10_000_000) + "\r\n"
            let big = try await answer(to: "GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\n\(header)\r\n", port: server.port)
            #expect(big.hasPrefix("HTTP/1.1 431"), "\(big.prefix(40))")
        }
    }

    @Test func bodiesOverTheLimitChunkedBodiesAndBadLengthsAreRefused() async throws {
        try await TestWebServer.run(registry: Self.registry(), server: Self.tight) { server in
            let large = try await answer(to: "POST /hello HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5000\r\n\r\n", port: server.port)
            #expect(large.hasPrefix("HTTP/1.1 413"))
            let chunked = try await answer(to: "POST /hello HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n", port: server.port)
            #expect(chunked.hasPrefix("HTTP/1.1 411"))
            let twoLengths = "POST /hello HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n"
            #expect(try await answer(to: twoLengths, port: server.port).hasPrefix("HTTP/1.1 400"))
        }
    }

    /// Heads that framing lets through but the HTTP parser rejects: each is answered 400 and closed, never held.
    @Test(arguments: [
        "GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Bad: a\u{01}b\r\n\r\n",
        "G(T /hello HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        "GET /hello HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n",
        "GET /hello HTTP/1.1\nHost: 127.0.0.1\r\n\r\n",
        "GET /hello HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n",
    ])
    func anUnparsableHeadGets400AndItsConnectionIsClosed(_ request: String) async throws {
        try await TestWebServer.run(registry: Self.registry()) { server in
            let answer = try await answer(to: request, port: server.port)
            #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(40))")
            #expect(answer.contains("X-Content-Type-Options: nosniff"))
            let page = try await TestHTTP.get(server.url("/hello"))
            #expect(page.status == 200, "the server answers the next visitor")
        }
    }

    @Test func anUnfinishedRequestGets408AndASilentConnectionIsClosed() async throws {
        try await TestWebServer.run(registry: Self.registry(), server: Self.tight) { server in
            let started = try await answer(to: "GET /hello HTTP/1.1\r\nHost: 127.", port: server.port)
            #expect(started.hasPrefix("HTTP/1.1 408"))
            let silent = try RawConnection(port: server.port)
            #expect(await silent.readUntilClosed(within: 10) == "", "closed without a word")
            let keptAlive = try RawConnection(port: server.port)
            try keptAlive.send("GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let page = try #require(await keptAlive.readUntilClosed(within: 10))
            #expect(page.hasPrefix("HTTP/1.1 200"), "answered, then closed once idle")
        }
    }

    @Test func oneClientHoldsAtMostItsShareOfConnections() async throws {
        let limits = RequestLimits(maxConnectionsPerClient: 5)
        try await TestWebServer.run(registry: Self.registry(), server: WebServerConfiguration(requestLimits: limits)) { server in
            var held: [RawConnection] = []
            for _ in 0..<5 {  // each answered once and kept alive, so the server has surely counted it
                let connection = try RawConnection(port: server.port)
                try connection.send("GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                #expect(await connection.readSome(within: 10) != nil)
                held.append(connection)
            }
            let sixth = try RawConnection(port: server.port)
            #expect(await sixth.readUntilClosed(within: 10) == "", "closed at once, without a word")
            held.removeAll()
            var status = 0
            for _ in 0..<100 where status != 200 {  // the server counts a connection until it has seen it close
                status = (try? await TestHTTP.get(server.url("/hello")).status) ?? 0
            }
            #expect(status == 200, "once its connections close, the client is served again")
        }
    }

    @Test func hundredsOfSlowConnectionsDoNotStopAPageFromLoading() async throws {
        try await TestWebServer.run(registry: Self.registry(), server: Self.tight) { server in
            var slow: [RawConnection] = []
            for _ in 0..<300 {
                let connection = try RawConnection(port: server.port)
                try connection.send("GET /hello HTTP/1.1\r\nHost: 127")
                slow.append(connection)
            }
            let page = try await TestHTTP.get(server.url("/hello"))
            #expect(page.status == 200)
            for connection in slow.prefix(20) {
                #expect(await connection.readUntilClosed(within: 10)?.hasPrefix("HTTP/1.1 408") == true)
            }
            #expect(await slow.last?.readUntilClosed(within: 10)?.hasPrefix("HTTP/1.1 408") == true, "every slow connection is let go")
        }
    }
}
