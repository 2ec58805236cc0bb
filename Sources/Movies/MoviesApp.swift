import BinderyWeb
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Movies: touchable movie cards and a detail screen whose `trigger` fetches the movie.
///
/// The service calls the stand-in under the API base URL; `TMDB_API_KEY` points it at TMDB v3
/// (`https://api.themoviedb.org/3/`, or `TMDB_API_URL`) instead.
public enum MoviesApp: WebAppModule {
    public static let texts: any TextKey.Type = MoviesText.self

    public static let path = MovieListViewController.path
    public static let title = LocalizedText(MoviesText.appTitle)
    public static let summary = LocalizedText(MoviesText.appSummary)

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let (apiBaseURL, session) = (environment.apiBaseURL, environment.urlSession)
        let settings = environment.settings
        registry.register(path, texts: MoviesText.self) { context in
            MovieListViewController {
                MovieListViewModel(movieSearchService: service(apiBaseURL, context.language.rawValue, settings, session))
            }
        }
        registry.register(path + "/{id}", texts: MoviesText.self) { context in
            guard let id = context.parameters["id"].flatMap(Int.init), id > 0 else { return nil }
            return MovieDetailViewController {
                MovieDetailViewModel(movieID: id, movieSearchService: service(apiBaseURL, context.language.rawValue, settings, session))
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
