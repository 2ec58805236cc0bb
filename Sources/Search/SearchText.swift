import BinderyWeb
import Foundation

/// Blog search's texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum SearchText: String, AppTextKey {
    /// The app's name on the home page, and its first screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// What `ServiceError`'s messages call the app's service ("The search service address is invalid.").
    case serviceName
    /// The post screen's title.
    case blogPost
    /// The post screen's message when no address was given.
    case noPageAddress
    /// The post screen's message when the address is not a web page.
    case refusedAddress
    /// Shown instead of a page whose address is not among the tab's search results.
    case notAResult
    /// The search bar's placeholder.
    case searchPlaceholder
    /// The status line before anything is typed.
    case typeToSearch
    /// The button that loads the next page of results.
    case moreResults
    /// The button that searches again after a failure.
    case tryAgain
    /// The status line while a search runs; %@ is the query.
    case searching
    /// The status line while the next page loads.
    case loadingMoreResults
    /// The status line after a search; %@ is the number of results.
    case results
    /// The status line when a search finds nothing; %@ is the query.
    case noResults
    /// The search bar's accessibility label.
    case searchFieldLabel

    /// The languages the app speaks (a `Strings/<tag>.strings` each, English first) and their tables.
    public static let localization = Localization(bundle: .module)
}
