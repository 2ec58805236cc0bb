import Foundation
import StandIns
import Testing

/// `GET /api/v1/images/search` and the pictures it links to, over a real socket.
struct CatStandInTests {
    @Test func answersARandomCatInThePublicAPIsShapeWhosePictureIsServed() async throws {
        try await StandInsServer.run { server in
            let answer = try await server.get("/api/v1/images/search")
            #expect(answer.status == 200)
            #expect(answer.header("Content-Type") == "application/json; charset=utf-8")
            let cats = try JSONDecoder().decode([CatStandIn.Cat].self, from: answer.body)
            let cat = try #require(cats.first)
            #expect(cats.count == 1)
            let url = try #require(URL(string: cat.url))
            #expect(url.host == "127.0.0.1")

            let picture = try await server.get(url.path)
            #expect(picture.status == 200)
            #expect(picture.header("Content-Type") == "image/svg+xml")
            #expect(picture.text.contains("width=\"\(cat.width)\" height=\"\(cat.height)\""))
        }
    }

    @Test func limitAsksForSeveralCatsAndTheSameSeedGivesTheSameCats() async throws {
        let search = { () async throws -> [String] in
            try await StandInsServer.run(seed: 3) { server in
                try JSONDecoder().decode([CatStandIn.Cat].self, from: try await server.get("/api/v1/images/search?limit=10").body).map(\.id)
            }
        }
        let first = try await search()
        #expect(first.count == 10)
        #expect(Set(first).count > 1)
        #expect(try await search() == first)
    }

    @Test(arguments: ["limit=0", "limit=11", "limit=two", "limit="])
    func refusesABadLimitWithAJSONError(query: String) async throws {
        try await StandInsServer.run { server in
            let answer = try await server.get("/api/v1/images/search?\(query)")
            #expect(answer.status == 400)
            #expect(StandInsServer.errorMessage(of: answer)?.contains("limit") == true)
        }
    }

    @Test(arguments: ["/api/cats/images/cat0.svg", "/api/cats/images/cat13.svg", "/api/cats/images/dog1.svg"])
    func anUnknownPictureIsA404WithAJSONError(path: String) async throws {
        try await StandInsServer.run { server in
            let answer = try await server.get(path)
            #expect(answer.status == 404)
            #expect(StandInsServer.errorMessage(of: answer)?.isEmpty == false)
        }
    }

    @Test func everyCatHasItsOwnPicture() async throws {
        try await StandInsServer.run { server in
            var pictures: Set<String> = []
            for number in 1...CatStandIn.catCount {
                pictures.insert(try await server.get("/api/cats/images/cat\(number).svg").text)
            }
            #expect(pictures.count == CatStandIn.catCount)
        }
    }
}
