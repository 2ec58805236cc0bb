import Foundation
import StandIns
import Testing

/// `GET /api/members` and the avatars it links to, over a real socket.
struct MembersStandInTests {
    @Test func answersTheListInThePublicAPIsShapeWithAvatarsOnThisHost() async throws {
        try await StandInsServer.run { server in
            let answer = try await server.get("/api/members")
            #expect(answer.status == 200)
            #expect(answer.header("Content-Type") == "application/json; charset=utf-8")
            let members = try JSONDecoder().decode([MembersStandIn.Member].self, from: answer.body)
            #expect(members.count == 12)
            #expect(Set(members.map(\.id)).count == members.count)
            let first = try #require(members.first)
            #expect(first.name == "Kim Minji" && first.job == "iOS Developer" && first.age == 29)
            #expect(first.avatar.hasPrefix("http://127.0.0.1:") && first.avatar.hasSuffix("/api/members/avatars/1.svg"))
        }
    }

    @Test func servesEachAvatarAsAnSVGWithTheMembersInitials() async throws {
        try await StandInsServer.run { server in
            let answer = try await server.get("/api/members/avatars/7.svg")
            #expect(answer.status == 200)
            #expect(answer.header("Content-Type") == "image/svg+xml")
            #expect(answer.text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(answer.text.contains(">GH</text>"), "Grace Hopper's initials")
        }
    }

    @Test(arguments: ["/api/members/avatars/99.svg", "/api/members/avatars/1.png", "/api/members/avatars/x.svg"])
    func anUnknownAvatarIsA404WithAJSONError(path: String) async throws {
        try await StandInsServer.run { server in
            let answer = try await server.get(path)
            #expect(answer.status == 404)
            #expect(StandInsServer.errorMessage(of: answer)?.isEmpty == false)
        }
    }
}
