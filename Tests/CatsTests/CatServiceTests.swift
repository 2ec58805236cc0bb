import BinderyTest
import BinderyWeb
@testable import Cats
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The HTTP cat service against real servers on loopback.
@Suite(.timeLimit(.minutes(1)))
struct CatServiceTests {
    private let session = URLSession(configuration: .ephemeral)

    @Test func aSearchAnswerInThePublicAPIsShapeGivesItsFirstCat() async throws {
        let body = #"[{"id":"cat3","url":"http://cats.test/cat3.svg","width":480,"height":300,"breeds":[]}]"#
        let server = try LoopbackHTTPServer(reply: .respond(status: 200, body: body))
        defer { server.stop() }

        let result = await firstResult(of: CatService(baseURL: server.baseURL, session: session).fetchRandomCat())

        #expect(result == .success(Cat(id: "cat3", url: "http://cats.test/cat3.svg", width: 480, height: 300)))
        #expect(server.requestLines == ["GET /api/v1/images/search HTTP/1.1"])
    }

    @Test(arguments: [(200, "[]", ServiceError.unreadableAnswer), (200, "{\"id\":1}", .unreadableAnswer), (429, "[]", .badStatus(429))])
    func aBadSearchAnswerIsItsError(status: Int, body: String, error: ServiceError) async throws {
        let server = try LoopbackHTTPServer(reply: .respond(status: status, body: body))
        defer { server.stop() }

        #expect(await firstResult(of: CatService(baseURL: server.baseURL, session: session).fetchRandomCat()) == .failure(error))
    }

    @Test func aDownloadThatIsNotAnImageIsADecodingError() async throws {
        let server = try LoopbackHTTPServer(reply: .respond(status: 200, body: "{}"))   // application/json
        defer { server.stop() }
        let cat = Cat(id: "cat1", url: "\(server.baseURL)/cat1.svg", width: 1, height: 1)

        #expect(await firstResult(of: CatService(baseURL: server.baseURL, session: session).downloadPicture(of: cat)) == .failure(.unreadableAnswer))
        #expect(server.requestLines == ["GET /cat1.svg HTTP/1.1"])
    }

    @Test func nothingListeningIsANetworkErrorAndABadBaseURLAnInvalidURL() async throws {
        let port = try LoopbackHTTPServer.unusedPort()
        let down = CatService(baseURL: URL(string: "http://127.0.0.1:\(port)")!, session: session)
        #expect(await firstResult(of: down.fetchRandomCat()) == .failure(.unreachable))
        #expect(await firstResult(of: CatService(baseURL: URL(string: "file:///tmp/")!).fetchRandomCat()) == .failure(.invalidAddress))
    }

    @Test func cancellingTheSearchCancelsTheRequest() async throws {
        let server = try LoopbackHTTPServer(reply: .hold)
        defer { server.stop() }
        let recorder = CatService(baseURL: server.baseURL, session: session).fetchRandomCat().record(on: DispatchQueue.test)

        await server.requestReceived.wait()
        recorder.cancel()
        await server.clientClosed.wait()

        #expect(recorder.events.isEmpty)
    }

    @Test func cancellingTheDownloadCancelsItsRequest() async throws {
        let pictures = try LoopbackHTTPServer(reply: .hold)
        defer { pictures.stop() }
        let body = #"[{"id":"cat1","url":"\#(pictures.baseURL)/cat1.svg","width":300,"height":400}]"#
        let api = try LoopbackHTTPServer(reply: .respond(status: 200, body: body))
        defer { api.stop() }
        let service = CatService(baseURL: api.baseURL, session: session)
        let recorder = service.fetchRandomCat()
            .flatMap { service.downloadPicture(of: $0) }
            .record(on: DispatchQueue.test)

        await pictures.requestReceived.wait()
        recorder.cancel()
        await pictures.clientClosed.wait()

        #expect(recorder.events.isEmpty)
        #expect(pictures.requestLines == ["GET /cat1.svg HTTP/1.1"])
    }

    @Test(arguments: [ServiceError.invalidAddress, .unreachable, .badStatus(500), .unreadableAnswer])
    func everyErrorHasAnEnglishAndAKoreanMessage(error: ServiceError) {
        let english = error.message(in: CatsText.strings(in: "en")), korean = error.message(in: CatsText.strings(in: "ko"))
        #expect(!english.isEmpty && !korean.isEmpty && english != korean)
        #expect(error.localizedDescription == error.message(in: ServiceErrorText.fallbackStrings))
    }

    @Test func theMessagesNameTheCatService() {
        #expect(ServiceError.badStatus(503).message(in: CatsText.strings(in: "en"))
            == "The cat service answered with an error (HTTP 503). Please try again.")
        #expect(ServiceError.unreachable.message(in: CatsText.strings(in: "ko"))
            == "고양이 서비스에 연결할 수 없습니다. 다시 시도해 주세요.")
    }
}
