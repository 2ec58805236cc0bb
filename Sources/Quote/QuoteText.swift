import BinderyWeb
import Foundation

/// Quote's texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum QuoteText: String, AppTextKey {
    /// The app's name on the home page, and the screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// What `ServiceError`'s messages call the app's service ("The quote service address is invalid.").
    case serviceName
    /// The quote line before the first quote arrives.
    case loadingQuote
    /// The refresh button.
    case newQuote

    /// The languages the app speaks (a `Strings/<tag>.strings` each, English first) and their tables.
    public static let localization = Localization(bundle: .module)
}
