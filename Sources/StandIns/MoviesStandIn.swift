import Foundation
import Hummingbird

/// A movie API's stand-in in TMDB's shapes, over `MovieCatalog`:
/// - `GET movies?language=&page=` → `{page, results: [{id, title, original_title, overview, release_date,
///   poster_path, vote_average, genre_ids, ...}], total_pages, total_results}`
/// - `GET movies/{id}?language=` → the detail `{id, title, overview, release_date, runtime, genres: [{id,
///   name}], vote_average, poster_path, ...}`; an unknown id is a 404.
/// - `GET movies/posters/{id}.svg` → the poster (`poster_path` is `/{id}.svg`, relative to `movies/posters`).
/// `language` is `en`/`en-US` (default) or `ko`/`ko-KR`; anything else, or a bad page or id, is a 400.
public struct MoviesStandIn: Sendable {
    /// The list route, relative to the stand-ins' `/api` prefix.
    public static let path: RouterPath = "movies"

    /// Creates the stand-in.
    public init() {}

    /// Adds the routes to `router`.
    public func addRoutes<Context: RequestContext>(to router: some RouterMethods<Context>) {
        router.get(Self.path) { request, _ in
            let parameters = request.uri.queryParameters
            let korean = try Self.isKorean(parameters["language"])
            let page = try Self.page(parameters["page"])
            let results = page == 1 ? MovieCatalog.films.map { Self.listItem($0, korean: korean) } : []
            return try StandInResponse.json(ListBody(page: page, results: results, total_pages: 1,
                                                     total_results: MovieCatalog.films.count))
        }
        router.get("movies/posters/:file") { _, context in
            let file = context.parameters.get("file") ?? ""
            guard file.hasSuffix(".svg"), let id = Int(file.dropLast(4)), let film = MovieCatalog.film(id: id) else {
                throw StandInError("No such poster.", status: .notFound)
            }
            return Response(status: .ok, headers: [.contentType: "image/svg+xml", .cacheControl: "max-age=3600"],
                            body: .init(byteBuffer: ByteBuffer(string: PosterImage.svg(for: film))))
        }
        router.get("movies/:id") { request, context in
            let korean = try Self.isKorean(request.uri.queryParameters["language"])
            let text = context.parameters.get("id") ?? ""
            guard let id = Int(text), id > 0 else { throw StandInError("id must be a positive whole number, got \"\(text)\"") }
            guard let film = MovieCatalog.film(id: id) else {
                throw StandInError("The resource you requested could not be found.", status: .notFound)
            }
            return try StandInResponse.json(Self.detail(film, korean: korean))
        }
    }

    private static func isKorean(_ language: Substring?) throws(StandInError) -> Bool {
        switch language?.lowercased() {
        case nil, "en", "en-us": return false
        case "ko", "ko-kr": return true
        case let other?: throw StandInError("language must be en-US or ko-KR, got \"\(other)\"")
        }
    }

    private static func page(_ text: Substring?) throws(StandInError) -> Int {
        guard let text else { return 1 }
        guard let page = Int(text), (1...500).contains(page) else {
            throw StandInError("page must be a whole number from 1 to 500, got \"\(text)\"")
        }
        return page
    }

    /// `film` as a list's item.
    private static func listItem(_ film: MovieCatalog.Film, korean: Bool) -> MovieBody {
        var item = movie(film, korean: korean)
        item.genre_ids = film.genreIDs
        return item
    }

    /// `film` as the detail.
    private static func detail(_ film: MovieCatalog.Film, korean: Bool) -> MovieBody {
        var detail = movie(film, korean: korean)
        detail.runtime = film.runtime
        detail.genres = MovieCatalog.genres(of: film).map { GenreBody(id: $0.id, name: korean ? $0.koreanName : $0.name) }
        detail.status = "Released"
        detail.tagline = ""
        return detail
    }

    /// The fields of `film` that a list's item and the detail both carry.
    private static func movie(_ film: MovieCatalog.Film, korean: Bool) -> MovieBody {
        MovieBody(id: film.id, title: korean ? film.koreanTitle : film.title, original_title: film.title,
                  original_language: "en", overview: korean ? film.koreanOverview : film.overview,
                  release_date: film.releaseDate, poster_path: "/\(film.id).svg", backdrop_path: nil,
                  vote_average: film.voteAverage, adult: false)
    }

    // TMDB's field names.
    struct ListBody: Encodable {
        let page: Int
        let results: [MovieBody]
        let total_pages: Int
        let total_results: Int
    }

    /// A movie in TMDB's shape. A list's items and the detail are the same object with different fields present:
    /// an item has `genre_ids`; the detail has `runtime`, `genres`, `status` and `tagline`. A nil field is left out.
    struct MovieBody: Encodable {
        let id: Int
        let title: String
        let original_title: String
        let original_language: String
        let overview: String
        let release_date: String
        var runtime: Int? = nil
        var genre_ids: [Int]? = nil
        var genres: [GenreBody]? = nil
        let poster_path: String?
        let backdrop_path: String?
        let vote_average: Double
        var status: String? = nil
        var tagline: String? = nil
        let adult: Bool
    }

    struct GenreBody: Encodable {
        let id: Int
        let name: String
    }
}
