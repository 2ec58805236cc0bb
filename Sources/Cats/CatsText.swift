import BinderyWeb
import Foundation

/// Cats' texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum CatsText: String, TextKey {
    /// The app's name on the home page, and its first screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// The alert when the service's address is not a usable URL.
    case invalidURL
    /// The alert when the service cannot be reached.
    case networkError
    /// The alert when the service answers with an error; %@ is the HTTP status.
    case badStatus
    /// The alert when the service's answer cannot be read.
    case decodingError
    /// The picture's text alternative.
    case catImageAlt
    /// The button that fetches a cat.
    case resume
    /// The button that cancels and clears.
    case stop
    /// The status line before any cat is shown.
    case idle
    /// The status line while a cat is fetched and downloaded.
    case fetchingCat

    /// The languages the app speaks, English first, and their tables.
    public static var localization: Localization { tables }
    private static let tables = Localization(bundle: .module, languages: ["en", "ko"])
}

extension StringsTable {
    /// The text `key` names, its placeholders filled by `arguments` in order.
    func callAsFunction(_ key: CatsText, _ arguments: any CustomStringConvertible...) -> String {
        text(key.rawValue, arguments)
    }
}
