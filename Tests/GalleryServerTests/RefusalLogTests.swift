import BinderyWeb
import BinderyWebServer
import Foundation
import Testing

/// A client refused page after page makes one log line per interval, not one per request.
struct RefusalLogTests {
    @Test func refusedPagesAreLoggedOncePerClientPerInterval() async throws {
        let registry = ScreenRegistry()
        registry.register("/hello") { _ in HelloScreen() }
        let logs = Mailbox<String>()
        try await TestWebServer.run(registry: registry, web: WebConfiguration(maxSessionsPerClient: 1),
                                    logger: LogCapture.logger(into: logs)) { server in
            var statuses: [Int] = []
            let started = Date()
            for _ in 0..<21 { statuses.append(try await TestHTTP.get(server.url("/hello")).status) }
            let intervals = Int(Date().timeIntervalSince(started) / 10) + 1
            #expect(statuses == [200] + Array(repeating: 429, count: 20))
            var refusalLines = 0
            while let line = await logs.take(within: .milliseconds(500)) {
                if line.hasPrefix("Refused a new session") { refusalLines += 1 }
            }
            #expect(refusalLines >= 1 && refusalLines <= intervals, "one line per client per 10 s, not one per refusal")
        }
    }
}
