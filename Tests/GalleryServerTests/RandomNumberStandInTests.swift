import Foundation
import StandIns
import Testing

/// `GET /api/v1.0/random` over a real socket: the public random-number API's shape, inclusive bounds, and a JSON 400 for every bad parameter.
struct RandomNumberStandInTests {
    /// Serves only the stand-ins (numbers from `seed`) on a free port while `body` runs with a `GET` for `/api/v1.0/random?{query}`.
    private func withStandIn<Result: Sendable>(
        seed: UInt64 = 7,
        _ body: (_ random: (_ query: String) async throws -> HTTPAnswer) async throws -> Result
    ) async throws -> Result {
        try await StandInsServer.run(seed: seed) { server in
            try await body { query in try await server.get("/api/v1.0/random?\(query)") }
        }
    }

    private func numbers(from response: HTTPAnswer) throws -> [Int] {
        try JSONDecoder().decode([Int].self, from: response.body)
    }

    @Test func answersOneNumberWithinTheInclusiveBoundsAsAJSONArray() async throws {
        try await withStandIn { random in
            let response = try await random("min=1&max=3&count=1")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "application/json; charset=utf-8")
            let numbers = try numbers(from: response)
            #expect(numbers.count == 1)
            #expect((1...3).contains(numbers[0]))
        }
    }

    @Test func answersCountNumbersAndReachesBothBounds() async throws {
        try await withStandIn { random in
            let numbers = try numbers(from: try await random("min=1&max=3&count=100"))
            #expect(numbers.count == 100)
            #expect(Set(numbers) == [1, 2, 3], "inclusive bounds: 1 and 3 both come up in 100 draws")
        }
    }

    @Test func acceptsNegativeBoundsAndASingleValueRange() async throws {
        try await withStandIn { random in
            let numbers = try numbers(from: try await random("min=-5&max=-5&count=3"))
            #expect(numbers == [-5, -5, -5])
        }
    }

    @Test func theSameSeedGivesTheSameNumbers() async throws {
        let query = "min=0&max=1000000&count=10"
        let first = try await withStandIn(seed: 42) { random in try numbers(from: try await random(query)) }
        let second = try await withStandIn(seed: 42) { random in try numbers(from: try await random(query)) }
        #expect(first == second)
    }

    @Test(arguments: [
        "max=3&count=1",  // min missing
        "min=1&count=1",  // max missing
        "min=1&max=3",  // count missing
        "min=&max=3&count=1",  // min empty
        "min=one&max=3&count=1",  // min not a number
        "min=1&max=3.5&count=1",  // max not a whole number
        "min=1&max=3&count=x",  // count not a number
        "min=4&max=3&count=1",  // min > max
        "min=1&max=3&count=0",  // count below 1
        "min=1&max=3&count=101",  // count above 100
        "min=1&max=99999999999999999999&count=1",  // overflows Int
        "min=-9223372036854775808&max=9223372036854775807&count=1",  // the whole Int range: beyond exact JSON numbers
        "min=0&max=9007199254740992&count=1",  // just past 2^53 − 1
    ])
    func refusesABadParameterWithAJSONError(query: String) async throws {
        try await withStandIn { random in
            let response = try await random(query)
            #expect(response.status == 400)
            #expect(response.header("Content-Type") == "application/json; charset=utf-8")
            let body = try JSONDecoder().decode([String: String].self, from: response.body)
            #expect(body["error"]?.isEmpty == false)
        }
    }

    @Test func namesTheParameterThatIsWrong() throws {
        #expect(throws: StandInError("min (4) must not be greater than max (3)")) {
            try RandomNumberRequest(min: "4", max: "3", count: "1")
        }
        #expect(throws: StandInError("count is required")) {
            try RandomNumberRequest(min: "1", max: "3", count: nil)
        }
    }
}
