import BinderyWeb
import Foundation

/// Quote's texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum QuoteText: String, TextKey {
    /// The app's name on the home page, and the screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// "The quote service address is invalid."
    case invalidURL
    /// "Could not reach the quote service. Please try again."
    case networkError
    /// "The quote service answered with an error (HTTP %@). Please try again."
    case badStatus
    /// "The quote service sent an answer that could not be read."
    case decodingError
    /// "Loading a quote…"
    case loadingQuote
    /// "New quote"
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
