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

    private static let tight = WebConfiguration(eventsPerSecond: 1, eventBurst: 3, maxMessageBytes: 1024)

    @Test(arguments: ["binary", "oversized"])
    func aFloodOfRefusedFramesGetsNoMoreAnswersThanTheBudget(_ kind: String) async throws {
        try await TestWebServer.run(registry: Self.registry(), web: Self.tight) { server in
            let token = try await server.openPage("/hello")
            try await RawWebSocket.connect(port: server.port, origin: server.origin) { socket in
                _ = try await socket.answer(to: ClientFrame.hello(token: token, path: "/hello"))
                _ = try await socket.nextFrame()  // the screen
                let frame: RawWebSocket.Frame = kind == "binary" ? .binary([1, 2, 3]) : .text(String(repeating: "x", count: 2048))
                for _ in 0..<40 { try await socket.send(frame) }
                var answers = 0
                while try await socket.nextFrame(within: .milliseconds(700)) != nil { answers += 1 }
                #expect(answers >= 3 && answers <= 5, "the burst of 3, and what a second refills; got \(answers)")
            }
        }
    }
}
