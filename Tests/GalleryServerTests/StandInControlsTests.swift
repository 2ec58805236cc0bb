import Foundation
@testable import Gallery
import StandIns
import Testing

/// The stand-ins' test controls: off by default, latency, simulated failures with a fixed seed, bad values refused.
struct StandInControlsTests {
    @Test func byDefaultNothingIsDelayedOrFailed() async throws {
        #expect(StandInControls.off.changesAnswers == false)
        let statuses = try await StandInsServer.run { server in
            var statuses: [Int] = []
            for _ in 0..<20 { statuses.append(try await server.get("/api/members").status) }
            return statuses
        }
        #expect(statuses == Array(repeating: 200, count: 20))
    }

    @Test func aFailureRateOf1FailsEveryAPIRequestWithA503AndAJSONError() async throws {
        try await StandInsServer.run(controls: try StandInControls(failureRate: 1)) { server in
            for path in ["/api/members", "/api/v1/images/search", "/api/quotes/random", "/api/v1.0/random?min=1&max=3&count=1"] {
                let answer = try await server.get(path)
                #expect(answer.status == 503, "\(path)")
                #expect(StandInsServer.errorMessage(of: answer)?.contains("Simulated failure") == true)
            }
        }
    }

    @Test func theSameSeedFailsTheSameRequests() async throws {
        let controls = try StandInControls(failureRate: 0.5, seed: 11)
        let statuses = { () async throws -> [Int] in
            try await StandInsServer.run(controls: controls) { server in
                var statuses: [Int] = []
                for _ in 0..<20 { statuses.append(try await server.get("/api/members").status) }
                return statuses
            }
        }
        let first = try await statuses()
        #expect(try await statuses() == first)
        #expect(first.contains(200) && first.contains(503))
    }

    /// The browser tests rely on this sequence (seed 3, rate 0.5): the first request fails, the next two succeed.
    @Test func seed3FailsTheFirstRequestThenLetsTwoThrough() async throws {
        let statuses = try await StandInsServer.run(controls: try StandInControls(failureRate: 0.5, seed: 3)) { server in
            var statuses: [Int] = []
            for _ in 0..<14 { statuses.append(try await server.get("/api/members").status) }
            return statuses
        }
        #expect(statuses == [503, 200, 200, 503, 503, 200, 503, 200, 503, 200, 200, 200, 503, 503])
    }

    @Test func latencyDelaysEveryAnswer() async throws {
        let clock = ContinuousClock()
        try await StandInsServer.run(controls: try StandInControls(latencyMilliseconds: 300)) { server in
            let start = clock.now
            let answer = try await server.get("/api/members")
            #expect(answer.status == 200)
            #expect(clock.now - start >= .milliseconds(300))
        }
    }

    @Test(arguments: [(-1, 0.0), (60_001, 0.0), (0, -0.1), (0, 1.5), (0, Double.nan)])
    func refusesBadSettings(latency: Int, failureRate: Double) {
        #expect(throws: StandInControls.InvalidSetting.self) {
            try StandInControls(latencyMilliseconds: latency, failureRate: failureRate)
        }
    }

    @Test func theCommandLineTakesTheControlsAndRefusesBadValues() throws {
        let command = try GalleryCommand.parse(["--stand-in-latency-ms", "250", "--stand-in-failure-rate", "0.25", "--stand-in-seed", "9"])
        #expect(try command.standInControls() == StandInControls(latencyMilliseconds: 250, failureRate: 0.25, seed: 9))
        #expect(try GalleryCommand.parse([]).standInControls() == .off)
        for arguments in [["--stand-in-latency-ms", "-5"], ["--stand-in-failure-rate", "2"], ["--stand-in-failure-rate", "often"],
                          ["--stand-in-seed", "-1"]] {
            #expect(throws: (any Error).self, "\(arguments)") { try GalleryCommand.parse(arguments) }
        }
    }
}
