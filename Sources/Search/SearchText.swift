import BinderyWeb
import Foundation

/// Blog search's texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum SearchText: String, TextKey {
    /// The app's name on the home page, and its first screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// "The search service address is invalid."
    case invalidURL
    /// "Could not reach the search service. Please try again."
    case networkError
    /// "The search service answered with an error (HTTP %@). Please try again."
    case badStatus
    /// "The search service sent an answer that could not be read."
    case decodingError
    /// "Blog post"
    case blogPost
    /// "No page address was given."
    case noPageAddress
    /// "Only http and https pages can be shown; this address was refused."
    case refusedAddress
    /// "Only pages from your search results are shown here; search again to open this one."
    case notAResult
    /// "Search blogs"
    case searchPlaceholder
    /// "Type to search blog posts."
    case typeToSearch
    /// "More results"
    case moreResults
    /// "Try again"
    case tryAgain
    /// "Searching for “%@”…"
    case searching
    /// "Loading more results…"
    case loadingMoreResults
    /// "%@ results"
    case results
    /// "No results for “%@”."
    case noResults

    /// The languages the app speaks, English first, and their tables.
    public static var localization: Localization { tables }
    private static let tables = Localization(bundle: .module, languages: ["en", "ko"])
}

extension StringsTable {
    /// The text `key` names, its placeholders filled by `arguments` in order.
    func callAsFunction(_ key: SearchText, _ arguments: any CustomStringConvertible...) -> String {
        text(key.rawValue, arguments)
    }
}
