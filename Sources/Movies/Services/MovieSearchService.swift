import Bindery
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The movie service over HTTP, in TMDB's shapes: a list `{page, results: [{id, title, release_date,
/// poster_path}], total_pages, total_results}` and a detail `{id, title, overview, release_date, runtime,
/// genres: [{id, name}], vote_average, poster_path}`; `poster_path` is joined to the image base URL.
public struct MovieSearchService: MovieSearchServiceType, Sendable {
    /// Where the list, the details and the posters are, relative to the base URL: the stand-in's or TMDB's.
    public struct Routes: Sendable, Equatable {
        /// The list's path.
        public var list: String
        /// The detail's path, `{id}` standing for the movie's id.
        public var detail: String
        /// The URL `poster_path` is appended to, relative to the base URL or absolute.
        public var images: String

        /// The embedded stand-in's routes.
        public static let standIn = Routes(list: "api/movies", detail: "api/movies/{id}", images: "api/movies/posters")
        /// TMDB v3's routes, with base URL `https://api.themoviedb.org/3/`.
        public static let tmdb = Routes(list: "movie/popular", detail: "movie/{id}", images: "https://image.tmdb.org/t/p/w342")
    }

    /// The server the routes are appended to.
    public let baseURL: URL
    /// The routes.
    public let routes: Routes
    /// The TMDB `api_key`, if any.
    public let apiKey: String?
    /// The tag of the language the movies are asked for in (`en`, `ko`); sent as `ko-KR` for Korean, else `en-US`.
    public let language: String
    /// The session requests run on.
    public let session: URLSession

    /// Creates a service for the server at `baseURL`.
    public init(baseURL: URL, routes: Routes = .standIn, apiKey: String? = nil, language: String = "en",
                session: URLSession = .shared) {
        self.baseURL = baseURL
        self.routes = routes
        self.apiKey = apiKey
        self.language = language
        self.session = session
    }

    /// The URL of `path` with the language and key, or nil when the base URL is not an absolute http(s) URL.
    public func url(for path: String) -> URL? {
        guard ServiceError.isServiceAddress(baseURL),
              var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        else { return nil }
        components.queryItems = [URLQueryItem(name: "language", value: language.lowercased().hasPrefix("ko") ? "ko-KR" : "en-US")]
            + (apiKey.map { [URLQueryItem(name: "api_key", value: $0)] } ?? [])
        return components.url
    }

    /// The poster's URL for a `poster_path`.
    public func posterURL(_ posterPath: String?) -> URL? {
        guard let posterPath, !posterPath.isEmpty else { return nil }
        let images = URL(string: routes.images).flatMap { $0.scheme == nil ? nil : $0 }
            ?? baseURL.appendingPathComponent(routes.images)
        return URL(string: images.absoluteString + (posterPath.hasPrefix("/") ? posterPath : "/" + posterPath))
    }

    /// The movie list; the failure is always a `ServiceError`.
    public func fetchMovies() -> AnyPublisher<[Movie], Error> {
        fetch(routes.list, as: ListBody.self) { body in
            body.results.map { Movie(id: $0.id, title: $0.title, releaseDate: $0.release_date ?? "",
                                     posterURL: posterURL($0.poster_path)) }
        }
    }

    /// One movie's details; the failure is always a `ServiceError` (`notFound` for a 404).
    public func fetchMovieDetail(id: Int) -> AnyPublisher<MovieDetail, Error> {
        fetch(routes.detail.replacingOccurrences(of: "{id}", with: String(id)), as: DetailBody.self) { body in
            MovieDetail(id: body.id, title: body.title, overview: body.overview ?? "", releaseDate: body.release_date ?? "",
                        runtime: body.runtime, genres: (body.genres ?? []).map(\.name),
                        voteAverage: body.vote_average ?? 0, posterURL: posterURL(body.poster_path))
        }
    }

    private func fetch<Body: Decodable & SendableMetatype, Value>(
        _ path: String, as _: Body.Type, _ convert: @escaping @Sendable (Body) -> Value
    ) -> AnyPublisher<Value, Error> {
        session.serviceAnswer(to: url(for: path)) { data, response throws(ServiceError) in
            guard (response as? HTTPURLResponse)?.statusCode != 404 else { throw .notFound }
            return convert(try ServiceError.json(Body.self, data: data, response: response))
        }
        .mapError { $0 as Error }
        .eraseToAnyPublisher()
    }

    // TMDB's field names.
    // swiftlint:disable identifier_name
    private struct ListBody: Decodable {
        let results: [ListItem]
    }

    private struct ListItem: Decodable {
        let id: Int
        let title: String
        let release_date: String?
        let poster_path: String?
    }

    private struct DetailBody: Decodable {
        let id: Int
        let title: String
        let overview: String?
        let release_date: String?
        let runtime: Int?
        let genres: [Genre]?
        let vote_average: Double?
        let poster_path: String?
    }

    private struct Genre: Decodable {
        let name: String
    }
    // swiftlint:enable identifier_name
}
