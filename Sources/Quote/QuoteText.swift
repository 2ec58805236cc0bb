import BinderyWeb
import Foundation

/// Quote's texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum QuoteText: String, TextKey {
    /// The app's name on the home page, and the screen's title.
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
    /// The quote line before the first quote arrives.
    case loadingQuote
    /// The refresh button.
    case newQuote

    /// The languages the app speaks, English first, and their tables.
    public static var localization: Localization { tables }
    private static let tables = Localization(bundle: .module, languages: ["en", "ko"])
}

extension StringsTable {
    /// The text `key` names, its placeholders filled by `arguments` in order.
    func callAsFunction(_ key: QuoteText, _ arguments: any CustomStringConvertible...) -> String {
        text(key.rawValue, arguments)
    }
}
