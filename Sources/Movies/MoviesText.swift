import BinderyWeb
import Foundation

/// Movies' texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum MoviesText: String, TextKey {
    /// The app's name on the home page, and its first screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// The alert when the service's address is not a usable URL.
    case invalidURL
    /// The alert when the service cannot be reached.
    case networkError
    /// The alert when the service knows no such movie.
    case movieNotFound
    /// The alert when the service answers with an error; %@ is the HTTP status.
    case badStatus
    /// The alert when the service's answer cannot be read.
    case decodingError
    /// The list's status line while it loads.
    case loadingMovies
    /// The button that fetches again after a failure.
    case tryAgain
    /// The list's status line when it is empty.
    case noMovies
    /// A card's poster's text alternative; %@ is the title.
    case poster
    /// The detail screen's title.
    case movieTitle
    /// The detail screen's status line while the movie loads.
    case loading
    /// The detail screen's running time; %@ is the minutes.
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
