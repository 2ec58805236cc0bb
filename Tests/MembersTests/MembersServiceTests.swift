import BinderyTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import Members
import Testing

/// The HTTP members service against a real server on loopback.
@Suite(.timeLimit(.minutes(1)))
struct MembersServiceTests {
    private let session = URLSession(configuration: .ephemeral)

    @Test func aListInThePublicAPIsShapeIsDecoded() async throws {
        let body = #"[{"id":1,"name":"Kim Minji","avatar":"http://members.test/avatars/1.svg","job":"iOS Developer","age":29}]"#
        let server = try LoopbackHTTPServer(reply: .respond(status: 200, body: body))
        defer { server.stop() }

        let result = await firstResult(of: MembersService(baseURL: server.baseURL, session: session).fetchMembers())

        #expect(result == .success([Member(id: 1, name: "Kim Minji", avatar: "http://members.test/avatars/1.svg",
                                           job: "iOS Developer", age: 29)]))
        #expect(server.requestLines == ["GET /api/members HTTP/1.1"])
    }

    @Test(arguments: [(200, "{\"id\":1}", ServiceError.unreadableAnswer), (200, "", .unreadableAnswer), (503, "[]", .badStatus(503))])
    func aBadAnswerIsItsError(status: Int, body: String, error: ServiceError) async throws {
        let server = try LoopbackHTTPServer(reply: .respond(status: status, body: body))
        defer { server.stop() }

        #expect(await firstResult(of: MembersService(baseURL: server.baseURL, session: session).fetchMembers()) == .failure(error))
    }

    @Test func anAnswerThatIsNotAnImageIsADecodingError() async throws {
        let server = try LoopbackHTTPServer(reply: .respond(status: 200, body: "{}"))   // application/json
        defer { server.stop() }
        let service = MembersService(baseURL: server.baseURL, session: session)

        #expect(await firstResult(of: service.fetchImage(at: "avatars/1.svg")) == .failure(.unreadableAnswer))
        #expect(server.requestLines == ["GET /api/avatars/1.svg HTTP/1.1"], "a relative URL resolves against the list's URL")
    }

    @Test func nothingListeningIsANetworkErrorAndABadBaseURLAnInvalidURL() async throws {
        let port = try LoopbackHTTPServer.unusedPort()
        let down = MembersService(baseURL: URL(string: "http://127.0.0.1:\(port)")!, session: session)
        #expect(await firstResult(of: down.fetchMembers()) == .failure(.unreachable))
        #expect(await firstResult(of: down.fetchImage(at: "ftp://127.0.0.1/a.svg")) == .failure(.invalidAddress))
        #expect(await firstResult(of: MembersService(baseURL: URL(string: "file:///tmp/")!).fetchMembers()) == .failure(.invalidAddress))
    }

    @Test func cancellingADownloadCancelsTheRequest() async throws {
        let server = try LoopbackHTTPServer(reply: .hold)
        defer { server.stop() }
        let service = MembersService(baseURL: server.baseURL, session: session)
        let recorder = service.fetchImage(at: "\(server.baseURL)/avatars/1.svg").record(on: DispatchQueue.test)

        await server.requestReceived.wait()
        recorder.cancel()
        await server.clientClosed.wait()

        #expect(recorder.events.isEmpty)
    }

    @Test(arguments: [MembersError.service(.invalidAddress), .service(.unreachable), .service(.badStatus(500)),
                      .service(.unreadableAnswer), .notFound(3)])
    func everyErrorHasAnEnglishAndAKoreanMessage(error: MembersError) {
        let english = error.message(in: MembersText.strings(in: "en")), korean = error.message(in: MembersText.strings(in: "ko"))
        #expect(!english.isEmpty && !korean.isEmpty && english != korean)
        #expect(error.localizedDescription == english)
    }

    @Test func theServiceMessagesNameTheMembersService() {
        #expect(MembersError.service(.unreadableAnswer).message(in: MembersText.strings(in: "en"))
            == "The members service sent an answer that could not be read.")
        #expect(MembersError.service(.invalidAddress).message(in: MembersText.strings(in: "ko"))
            == "멤버 서비스 주소가 잘못되었습니다.")
    }
}
