import BinderyTest
@testable import FindNumber
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The HTTP random-number service against a real server on loopback.
@Suite(.timeLimit(.minutes(1)))
struct RandomNumberServiceTests {
    /// Fetches one number in 1...3 from a server giving `reply`, and the request lines it saw.
    private func fetch(replying reply: LoopbackHTTPServer.Reply) async throws
        -> (result: Result<Int, FindNumberError>?, requestLines: [String]) {
        let server = try LoopbackHTTPServer(reply: reply)
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let service = RandomNumberService(baseURL: server.baseURL, session: session)
        let result = await firstResult(of: service.fetchNumber(in: 1...3))
        return (result, server.requestLines)
    }

    @Test func aJSONArrayAnswerGivesItsFirstNumber() async throws {
        let (result, requestLines) = try await fetch(replying: .respond(status: 200, body: "[2]"))
        #expect(result == .success(2))
        #expect(requestLines == ["GET /api/v1.0/random?min=1&max=3&count=1 HTTP/1.1"])
    }

    @Test func anEmptyArrayIsADecodingError() async throws {
        let (result, _) = try await fetch(replying: .respond(status: 200, body: "[]"))
        #expect(result == .failure(.decodingError))
    }

    @Test func malformedJSONIsADecodingError() async throws {
        let (result, _) = try await fetch(replying: .respond(status: 200, body: "{\"number\": oops"))
        #expect(result == .failure(.decodingError))
    }

    @Test(arguments: [400, 404, 500, 503])
    func aStatusOtherThan200IsANetworkError(status: Int) async throws {
        let (result, _) = try await fetch(replying: .respond(status: status, body: "[2]"))
        #expect(result == .failure(.networkError))
    }

    @Test func nothingListeningIsANetworkError() async throws {
        let port = try LoopbackHTTPServer.unusedPort()
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let service = RandomNumberService(baseURL: URL(string: "http://127.0.0.1:\(port)")!, session: session)

        let result = await firstResult(of: service.fetchNumber(in: 1...3))

        #expect(result == .failure(.networkError))
    }

    @Test(arguments: ["relative/path", "ftp://127.0.0.1/", "file:///tmp/"])
    func aBaseURLThatIsNotAbsoluteHTTPIsAnInvalidURL(base: String) async {
        let service = RandomNumberService(baseURL: URL(string: base)!)

        let result = await firstResult(of: service.fetchNumber(in: 1...3))

        #expect(result == .failure(.invalidURL))
    }

    @Test func thePathIsAppendedToTheBaseURLAndTheRangeIsInclusive() {
        let service = RandomNumberService(baseURL: URL(string: "http://example.test:8080/stand-ins")!)

        #expect(service.url(for: 5...9)?.absoluteString
            == "http://example.test:8080/stand-ins/api/v1.0/random?min=5&max=9&count=1")
    }

    @Test func cancellingTheFetchCancelsTheRequest() async throws {
        let server = try LoopbackHTTPServer(reply: .hold)
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let service = RandomNumberService(baseURL: server.baseURL, session: session)
        let recorder = service.fetchNumber(in: 1...3).record(on: DispatchQueue.test)

        await server.requestReceived.wait()
        recorder.cancel()
        await server.clientClosed.wait()

        #expect(recorder.events.isEmpty)
    }
}
