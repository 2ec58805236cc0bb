import BinderyWeb
import Foundation

/// Cats' texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum CatsText: String, TextKey {
    /// The app's name on the home page, and its first screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// "The cat service address is invalid."
    case invalidURL
    /// "Could not reach the cat service. Please try again."
    case networkError
    /// "The cat service answered with an error (HTTP %@). Please try again."
    case badStatus
    /// "The cat service sent an answer that could not be read."
    case decodingError
    /// "A random cat"
    case catImageAlt
    /// "Resume"
    case resume
    /// "Stop"
    case stop
    /// "Tap Resume for a random cat."
    case idle
    /// "Fetching a cat…"
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
