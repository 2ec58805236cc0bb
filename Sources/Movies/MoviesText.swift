import BinderyWeb
import Foundation

/// Movies' texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum MoviesText: String, TextKey {
    /// The app's name on the home page, and its first screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// "The movie service address is invalid."
    case invalidURL
    /// "Could not reach the movie service. Please try again."
    case networkError
    /// "This movie could not be found."
    case movieNotFound
    /// "The movie service answered with an error (HTTP %@). Please try again."
    case badStatus
    /// "The movie service sent an answer that could not be read."
    case decodingError
    /// "Loading movies…"
    case loadingMovies
    /// "Try again"
    case tryAgain
    /// "No movies."
    case noMovies
    /// "Poster of %@"
    case poster
    /// "Movie"
    case movieTitle
    /// "Loading…"
    case loading
    /// "%@ min"
    case runtimeMinutes

    /// The languages the app speaks, English first, and their tables.
    public static var localization: Localization { tables }
    private static let tables = Localization(bundle: .module, languages: ["en", "ko"])
}

extension StringsTable {
    /// The text `key` names, its placeholders filled by `arguments` in order.
    func callAsFunction(_ key: MoviesText, _ arguments: any CustomStringConvertible...) -> String {
        text(key.rawValue, arguments)
    }
}
