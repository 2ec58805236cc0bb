import BinderyWeb
@testable import BinderyWebServer
import Foundation
import Hummingbird
import Synchronization
import Testing

/// What an operator and a load balancer use: the instance cookie, the liveness and readiness probes, the drain
/// before a stop, and the Prometheus metrics.
struct OperationsTests {
    /// One screen, `/taps`, which counts taps (also the inspector's tests' app).
    static func registry() -> ScreenRegistry {
        let registry = ScreenRegistry()
        registry.register("/taps") { _ in MountTests.TapScreen() }
        return registry
    }

    @Test func probesAnswerAndReadinessAsksTheApp() async throws {
        try await TestWebServer.run(registry: Self.registry()) { server in
            let live = try await TestHTTP.get(server.url(OperationsRoutes.Path.live.rawValue))
            #expect(live.status == 200)
            #expect(try await TestHTTP.get(server.url(OperationsRoutes.Path.ready.rawValue)).status == 200)
            #expect(OperationsRoutes.Path.ready.rawValue == "/" + WireProtocol.Path.ready.rawValue,
                    "the readiness a waiting page asks for is the one served")
        }
        let failing = WebServerConfiguration(readinessCheck: { "the database does not answer" })
        try await TestWebServer.run(registry: Self.registry(), server: failing) { server in
            let ready = try await TestHTTP.get(server.url(OperationsRoutes.Path.ready.rawValue))
            #expect(ready.status == 503)
            #expect(ready.text.contains("the database does not answer"))
            #expect(try await TestHTTP.get(server.url(OperationsRoutes.Path.live.rawValue)).status == 200)
        }
    }

    @Test func pagesAndUpgradesNameTheInstance() async throws {
        let expected = "bindery-instance=a; Path=/; HttpOnly; SameSite=Lax"
        #expect(InstanceCookie.value(instance: "a") == expected)
        try await TestWebServer.run(registry: Self.registry(), server: WebServerConfiguration(instanceName: "a")) { server in
            let page = try await TestHTTP.get(server.url("/taps"))
            #expect(page.status == 200)
            #expect(page.header("Set-Cookie")?.contains(expected) == true)
            try await RawWebSocket.connect(port: server.port, origin: server.origin) { socket in
                #expect(socket.status == 101)
                #expect(socket.headerLines.contains { $0.lowercased() == "set-cookie: " + expected.lowercased() })
            }
        }
        try await TestWebServer.run(registry: Self.registry()) { server in
            let page = try await TestHTTP.get(server.url("/taps"))
            #expect(page.header("Set-Cookie")?.contains(InstanceCookie.name) != true, "no name, no cookie")
        }
    }

    @Test func metricsCountEventsAndRefusedFramesByReason() async throws {
        try await TestWebServer.run(registry: Self.registry()) { server in
            let token = try await server.openPage("/taps")
            try await RawWebSocket.connect(port: server.port, origin: server.origin) { socket in
                try await socket.send(ClientFrame.hello(token: token, path: "/taps"))
                try await socket.send(ClientFrame.event("tap", on: "tapButton"))
                try await socket.send(ClientFrame.event("tap", on: "tapButton"))
                try await socket.send(ClientFrame.event("tap", on: "noSuchControl"))
                let metrics = try await Self.metrics(of: server) { $0.contains("bindery_events_total 3") }
                #expect(metrics.contains(#"bindery_refused_frames_total{reason="unknownId"} 1"#))
                #expect(metrics.contains("bindery_event_duration_seconds_count 3"))
                // Every event lands in the histogram; which bucket depends on the machine's load, so only +Inf is sure.
                #expect(metrics.contains(#"bindery_event_duration_seconds_bucket{le="+Inf"} 3"#))
                #expect(metrics.contains("bindery_sessions 1"))
                #expect(metrics.contains("bindery_connected_sessions 1"))
                #expect(metrics.contains("bindery_draining 0"))
                #expect(metrics.contains("bindery_database_errors_total"))
            }
        }
    }

    @Test func metricsAreForLoopbackClientsUnlessPublic() async throws {
        let forwarded = ["X-Forwarded-For": "203.0.113.9"]
        try await TestWebServer.run(registry: Self.registry()) { server in
            let url = server.url(OperationsRoutes.Path.metrics.rawValue)
            let direct = try await TestHTTP.get(url)
            #expect(direct.status == 200)
            #expect(direct.header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
            #expect(try await TestHTTP.get(url, headers: forwarded).status == 403)
            #expect(try await TestHTTP.get(url, headers: ["X-Real-IP": "203.0.113.9"]).status == 403, "nginx's usual header")
        }
        try await TestWebServer.run(registry: Self.registry(), server: WebServerConfiguration(metricsPublic: true)) { server in
            let answer = try await TestHTTP.get(server.url(OperationsRoutes.Path.metrics.rawValue), headers: forwarded)
            #expect(answer.status == 200)
        }
    }

    @Test func aStopDrainsMovesOpenPagesFlushesAndStops() async throws {
        let flushes = Mutex(0)
        let configuration = WebServerConfiguration(drainTimeout: .seconds(30), flushStores: { flushes.withLock { $0 += 1 } })
        try await DrainingServer.run(registry: Self.registry(), configuration: configuration) { server in
            #expect(try await TestHTTP.get(server.url(OperationsRoutes.Path.ready.rawValue)).status == 200)
            let token = try await server.openPage("/taps")
            try await RawWebSocket.connect(port: server.port, origin: server.origin) { socket in
                try await socket.send(ClientFrame.hello(token: token, path: "/taps"))
                #expect(try await Self.frames(from: socket, until: "screen").last?.type == "screen")
                server.requestStop()
                #expect(try await Self.frames(from: socket, until: "move").last?.type == "move")

                let ready = try await TestHTTP.get(server.url(OperationsRoutes.Path.ready.rawValue))
                #expect(ready.status == 503)
                #expect(ready.text.contains("draining"))
                let page = try await TestHTTP.get(server.url("/taps"))
                #expect(page.status == 503)
                #expect(page.header("Retry-After") == String(OperationsRoutes.retryAfterSeconds))
                #expect(page.text.contains("This server is restarting"))
                #expect(page.text.contains("<meta name=\"\(WireProtocol.retryMetaName)\""),
                        "the refusal loads itself again once a server answers")
                #expect(!page.text.contains(WireProtocol.sessionMetaName), "and opens no session")
                try await RawWebSocket.connect(port: server.port, origin: server.origin) { second in
                    #expect(second.status == 503)
                }
                let metrics = try await Self.metrics(url: server.url(OperationsRoutes.Path.metrics.rawValue)) {
                    $0.contains("bindery_draining 1")
                }
                #expect(metrics.contains(#"bindery_refused_pages_total{reason="draining"} 1"#))
                #expect(flushes.withLock { $0 } == 0, "the stores are flushed once the pages have gone")
            }
            // The only socket closed: the drain ends well before its timeout, and the server stops.
            try await server.waitUntilStopped(within: .seconds(10))
            #expect(flushes.withLock { $0 } == 1)
        }
    }

    @Test func aPageThatDoesNotMoveHoldsTheStopNoLongerThanTheDrainTimeout() async throws {
        let flushes = Mutex(0)
        let configuration = WebServerConfiguration(drainTimeout: .milliseconds(300), flushStores: { flushes.withLock { $0 += 1 } })
        try await DrainingServer.run(registry: Self.registry(), configuration: configuration) { server in
            let token = try await server.openPage("/taps")
            try await RawWebSocket.connect(port: server.port, origin: server.origin) { socket in
                try await socket.send(ClientFrame.hello(token: token, path: "/taps"))
                _ = try await Self.frames(from: socket, until: "screen")
                server.requestStop()
                _ = try await Self.frames(from: socket, until: "move")
                // Past the drain timeout the stop closes the socket as going away, and the server waits for the page's close.
                #expect(await socket.next() == .close(code: 1001))
                try await socket.send(.close(1001))
                try await server.waitUntilStopped(within: .seconds(10))
                #expect(flushes.withLock { $0 } == 1)
            }
        }
    }

    @Test func aSecondStopStopsAtOnce() async throws {
        let configuration = WebServerConfiguration(drainTimeout: .seconds(60))
        try await DrainingServer.run(registry: Self.registry(), configuration: configuration) { server in
            let token = try await server.openPage("/taps")
            try await RawWebSocket.connect(port: server.port, origin: server.origin) { socket in
                try await socket.send(ClientFrame.hello(token: token, path: "/taps"))
                _ = try await Self.frames(from: socket, until: "screen")
                server.requestStop()
                _ = try await Self.frames(from: socket, until: "move")
                server.requestStop()  // the page has not moved yet: without this the drain would wait a minute
                try await server.waitUntilStopped(within: .seconds(10))
            }
        }
    }

    /// Frames from `socket` up to the first of `type`; throws when the socket ends or stays silent first.
    private static func frames(from socket: RawWebSocket, until type: String) async throws -> [ServerFrame] {
        var frames: [ServerFrame] = []
        while case .text(let text)? = await socket.next(within: .seconds(10)) {
            guard let frame = ServerFrame(text) else { continue }
            frames.append(frame)
            if frame.type == type { return frames }
        }
        throw OperationsTestError.noFrame(type)
    }

    /// The metrics text once `isComplete` holds (the counts move on the sessions' threads, just after the replies).
    private static func metrics(of server: TestWebServer, until isComplete: (String) -> Bool) async throws -> String {
        try await metrics(url: server.url(OperationsRoutes.Path.metrics.rawValue), until: isComplete)
    }

    /// The metrics text at `url` once `isComplete` holds.
    private static func metrics(url: URL, until isComplete: (String) -> Bool) async throws -> String {
        var text = ""
        for _ in 0..<100 {
            text = try await TestHTTP.get(url).text
            if isComplete(text) { return text }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("The metrics never got there:\n\(text)")
        return text
    }
}

enum OperationsTestError: Error {
    case noFrame(String)
    case stillRunning
}
