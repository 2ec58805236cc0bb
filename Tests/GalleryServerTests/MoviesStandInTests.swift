import Foundation
import Testing

/// `GET /api/movies`, `/api/movies/{id}` and the posters on the real gallery, in TMDB's shapes.
struct MoviesStandInTests {
    private struct List: Decodable {
        let page: Int
        let results: [Item]
        let total_pages: Int
        let total_results: Int
    }

    private struct Item: Decodable {
        let id: Int
        let title: String
        let poster_path: String
        let release_date: String
    }

    private struct Detail: Decodable {
        let id: Int
        let title: String
        let overview: String
        let runtime: Int
        let genres: [Genre]
        let vote_average: Double
        let poster_path: String
    }

    private struct Genre: Decodable {
        let id: Int
        let name: String
    }

    @Test func listsTheMoviesAndEachHasADetailAndAPoster() async throws {
        try await TestGallery.run { gallery in
            let answer = try await TestHTTP.get(gallery.url("/api/movies"))
            #expect(answer.status == 200)
            let list = try JSONDecoder().decode(List.self, from: answer.body)
            #expect(list.page == 1 && list.total_results == list.results.count && list.results.count >= 6)
            for item in list.results {
                let detail = try JSONDecoder().decode(Detail.self, from: try await TestHTTP.get(gallery.url("/api/movies/\(item.id)")).body)
                #expect(detail.id == item.id && detail.title == item.title && !detail.overview.isEmpty && !detail.genres.isEmpty)
                let poster = try await TestHTTP.get(gallery.url("/api/movies/posters" + item.poster_path))
                #expect(poster.status == 200 && poster.header("Content-Type") == "image/svg+xml")
                #expect(poster.text.hasPrefix("<svg"))
            }
        }
    }

    @Test func speaksKoreanWhenAsked() async throws {
        try await TestGallery.run { gallery in
            let detail = try JSONDecoder().decode(Detail.self, from: try await TestHTTP.get(gallery.url("/api/movies/8?language=ko-KR")).body)
            #expect(detail.title == "메트로폴리스")
            #expect(detail.genres.map(\.name) == ["드라마", "SF"])
        }
    }

    @Test(arguments: [("/api/movies/999", 404), ("/api/movies/abc", 400), ("/api/movies/0", 400),
                      ("/api/movies?language=fr", 400), ("/api/movies?page=0", 400), ("/api/movies/1?language=xx", 400),
                      ("/api/movies/posters/999.svg", 404), ("/api/movies/posters/1.png", 404)])
    func refusesBadRequestsWithAJSONError(path: String, status: Int) async throws {
        let answer = try await TestGallery.run { gallery in try await TestHTTP.get(gallery.url(path)) }
        #expect(answer.status == status)
        let body = try JSONDecoder().decode([String: String].self, from: answer.body)
        #expect(body["error"]?.isEmpty == false)
    }

    @Test func theMoviePagesRenderTheirOutlets() async throws {
        try await TestGallery.run { gallery in
            let list = try await TestHTTP.get(gallery.url("/movies"))
            #expect(list.status == 200 && list.text.contains("id=\"movieList\""))
            let detail = try await TestHTTP.get(gallery.url("/movies/3?lang=ko"))
            #expect(detail.status == 200 && detail.text.contains("id=\"titleLabel\""))
            let search = try await TestHTTP.get(gallery.url("/search"))
            #expect(search.status == 200 && search.text.contains("id=\"searchBar\"") && search.text.contains("id=\"tableView\""))
            #expect(try await TestHTTP.get(gallery.url("/movies/abc")).status == 404)
        }
    }
}
