import BinderyTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import Movies
import Testing

/// The HTTP movie service against a real server on loopback.
@Suite(.timeLimit(.minutes(1)))
struct MovieSearchServiceTests {
    private func detail(replying reply: LoopbackHTTPServer.Reply, language: String = "en") async throws
        -> (result: Result<MovieDetail, ServiceError>?, requestLines: [String], service: MovieSearchService) {
        let server = try LoopbackHTTPServer(reply: reply)
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let service = MovieSearchService(baseURL: server.baseURL, language: language, session: session)
        let result = await firstResult(of: service.fetchMovieDetail(id: 8).mapError { $0 as? ServiceError ?? .unreachable })
        return (result, server.requestLines, service)
    }

    @Test func aDetailInTMDBsShapeIsDecoded() async throws {
        let body = #"""
        {"id":8,"title":"메트로폴리스","original_title":"Metropolis","overview":"A city divided.","release_date":"1927-01-10",
         "runtime":153,"genres":[{"id":18,"name":"Drama"},{"id":878,"name":"Science Fiction"}],"vote_average":8.1,
         "poster_path":"/8.svg","status":"Released"}
        """#
        let (result, lines, service) = try await detail(replying: .respond(status: 200, body: body), language: "ko")
        #expect(lines == ["GET /api/movies/8?language=ko-KR HTTP/1.1"])
        #expect(result == .success(MovieDetail(id: 8, title: "메트로폴리스", overview: "A city divided.", releaseDate: "1927-01-10",
                                               runtime: 153, genres: ["Drama", "Science Fiction"], voteAverage: 8.1,
                                               posterURL: URL(string: service.baseURL.absoluteString + "/api/movies/posters/8.svg"))))
    }

    @Test func a404IsNotFoundAndOtherStatusesAreBadStatuses() async throws {
        #expect(try await detail(replying: .respond(status: 404, body: "{}")).result == .failure(.notFound))
        #expect(try await detail(replying: .respond(status: 500, body: "{}")).result == .failure(.badStatus(500)))
        #expect(try await detail(replying: .respond(status: 200, body: "[]")).result == .failure(.unreadableAnswer))
    }

    @Test func theListIsDecodedWithPosterURLs() async throws {
        let server = try LoopbackHTTPServer(reply: .respond(status: 200, body: #"""
            {"page":1,"results":[{"id":3,"title":"The Kid","release_date":"1921-02-06","poster_path":"/3.svg"},
                                 {"id":4,"title":"Nosferatu","poster_path":null}],"total_pages":1,"total_results":2}
            """#))
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let service = MovieSearchService(baseURL: server.baseURL, session: session)

        let result = await firstResult(of: service.fetchMovies().mapError { $0 as? ServiceError ?? .unreachable })

        #expect(server.requestLines == ["GET /api/movies?language=en-US HTTP/1.1"])
        #expect(result == .success([
            Movie(id: 3, title: "The Kid", releaseDate: "1921-02-06", posterURL: URL(string: "\(server.baseURL)/api/movies/posters/3.svg")),
            Movie(id: 4, title: "Nosferatu"),
        ]))
    }

    @Test func tmdbRoutesUseTheKeyAndTheImageHost() {
        let service = MovieSearchService(baseURL: URL(string: "https://api.themoviedb.org/3/")!, routes: .tmdb, apiKey: "k")
        #expect(service.url(for: "movie/8")?.absoluteString == "https://api.themoviedb.org/3/movie/8?language=en-US&api_key=k")
        #expect(service.posterURL("/abc.jpg")?.absoluteString == "https://image.tmdb.org/t/p/w342/abc.jpg")
    }

    @Test func cancellingTheFetchCancelsTheRequest() async throws {
        let server = try LoopbackHTTPServer(reply: .hold)
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let recorder = MovieSearchService(baseURL: server.baseURL, session: session).fetchMovieDetail(id: 1)
            .record(on: DispatchQueue.test)

        await server.requestReceived.wait()
        recorder.cancel()
        await server.clientClosed.wait()

        #expect(recorder.events.isEmpty)
    }
}
