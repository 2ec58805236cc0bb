import Foundation
import Hummingbird
import StandIns

/// Serves only the stand-ins on a free port for one test, with GETs to paths below the server.
struct StandInsServer: Sendable {
    /// The port the stand-ins listen on.
    let port: Int

    /// `GET path` (such as `/api/members`) from the stand-ins.
    func get(_ path: String) async throws -> HTTPAnswer {
        try await TestHTTP.get(URL(string: "http://127.0.0.1:\(port)\(path)")!)
    }

    /// Runs `StandIns(randomSource:controls:)` (picks seeded with `seed`) while `body` runs with the server.
    static func run<Result: Sendable>(
        seed: UInt64 = 7,
        controls: StandInControls = .off,
        _ body: (StandInsServer) async throws -> Result
    ) async throws -> Result {
        let router = Router()
        StandIns(randomSource: SeededRandomIntegerSource(seed: seed), controls: controls).addRoutes(to: router)
        return try await LiveServer.run { onListening in
            Application(
                router: router,
                configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
                onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
                logger: LiveServer.logger
            )
        } body: { port in
            try await body(StandInsServer(port: port))
        }
    }

    /// The `error` of a JSON error body, if that is what `answer` holds.
    static func errorMessage(of answer: HTTPAnswer) -> String? {
        guard answer.header("Content-Type") == "application/json; charset=utf-8" else { return nil }
        return (try? JSONDecoder().decode([String: String].self, from: answer.body))?["error"]
    }
}
