import BinderyWeb
import Foundation

/// Movies' texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum MoviesText: String, AppTextKey {
    /// The app's name on the home page, and its first screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// What `ServiceError`'s messages call the app's service ("The movie service address is invalid.").
    case serviceName
    /// The alert when the service knows no such movie (`ServiceError.notFound`, over BinderyWeb's text).
    case serviceNotFound
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

    /// The languages the app speaks (a `Strings/<tag>.strings` each, English first) and their tables.
    public static let localization = Localization(bundle: .module)
}
