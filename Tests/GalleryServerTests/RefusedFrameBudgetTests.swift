import BinderyWeb
import BinderyWebServer
import Testing

/// Frames refused by the socket itself — binary, oversized, sent on a replaced socket — count against a budget at
/// the session's event rate like any event: past it they are dropped unanswered.
struct RefusedFrameBudgetTests {
    private static func registry() -> ScreenRegistry {
        let registry = ScreenRegistry()
        registry.register("/hello") { _ in HelloScreen() }
        return registry
    }

    /// A burst of 3 that refills once every 100 s: nothing refills while a test runs, however slow the machine.
    private static let tight = WebConfiguration(eventsPerSecond: 0.01, eventBurst: 3, maxMessageBytes: 1024)

    @Test(arguments: ["binary", "oversized"])
    func aFloodOfRefusedFramesGetsNoMoreAnswersThanTheBudget(_ kind: String) async throws {
        try await TestWebServer.run(registry: Self.registry(), web: Self.tight) { server in
            let token = try await server.openPage("/hello")
            try await RawWebSocket.connect(port: server.port, origin: server.origin) { socket in
                _ = try await socket.answer(to: ClientFrame.hello(token: token, path: "/hello"))
                _ = try await socket.nextFrame()  // the screen
                let frame: RawWebSocket.Frame = kind == "binary" ? .binary([1, 2, 3]) : .text(String(repeating: "x", count: 2048))
                for _ in 0..<40 { try await socket.send(frame) }
                // An event after the flood: the session answers it after every refusal the socket sent before it.
                try await socket.send(ClientFrame.event("tap", on: "noSuchButton"))
                var refusals = 0
                while let answer = try await socket.nextFrame(), answer.code != "unknownId" { refusals += 1 }
                #expect(refusals == 3, "the burst of 3, then nothing")
            }
        }
    }
}
