import BinderyWeb
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Movies: touchable movie cards and a detail screen whose `trigger` fetches the movie.
///
/// The service calls the stand-in under the API base URL; `TMDB_API_KEY` points it at TMDB v3
/// (`https://api.themoviedb.org/3/`, or `TMDB_API_URL`) instead.
public enum MoviesApp: TextKeyedWebAppModule {
    public typealias Texts = MoviesText

    public static let path = MovieListViewController.path
    /// The poster grid and cards (`movies.css`, a resource of this module).
    public static let stylesheet: String? = bundledStylesheet(named: "movies", in: .module)

    /// What the movie screens use: the server's (`live`), or a test's stubs given with `AppEnvironment.providing`.
    public struct Services {
        /// Makes the movie service of a new screen, speaking its language.
        public var movies: (Language) -> MovieSearchServiceType

        /// Services made of these.
        public init(movies: @escaping (Language) -> MovieSearchServiceType) { self.movies = movies }

        /// The stand-in under the environment's API base URL, or TMDB's when its settings hold a key (`service`).
        public static func live(_ environment: AppEnvironment) -> Services {
            let (apiBaseURL, session, settings) = (environment.apiBaseURL, environment.urlSession, environment.settings)
            return Services { language in service(apiBaseURL, language.rawValue, settings, session) }
        }
    }

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let services = environment.services(or: Services.live)
        registry.register(path, texts: Texts.self) { context in
            MovieListViewController { MovieListViewModel(movieSearchService: services.movies(context.language)) }
        }
        registry.register(path + "/{id}", texts: Texts.self) { context in
            guard let id = context.parameters["id"].flatMap(Int.init), id > 0 else { return nil }
            return MovieDetailViewController {
                MovieDetailViewModel(movieID: id, movieSearchService: services.movies(context.language))
            }
        }
    }

    /// The stand-in's service in `language`, or TMDB's when `TMDB_API_KEY` is set.
    static func service(_ apiBaseURL: @Sendable () -> URL, _ language: String, _ settings: [String: String],
                        _ session: URLSession) -> MovieSearchService {
        if let key = settings["TMDB_API_KEY"], !key.isEmpty {
            let base = settings["TMDB_API_URL"].flatMap(URL.init(string:)) ?? URL(string: "https://api.themoviedb.org/3/")!
            return MovieSearchService(baseURL: base, routes: .tmdb, apiKey: key, language: language, session: session)
        }
        return MovieSearchService(baseURL: apiBaseURL(), language: language, session: session)
    }
}
