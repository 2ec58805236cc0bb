import BinderyWeb
import Foundation

/// Cats' texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum CatsText: String, AppTextKey {
    /// The app's name on the home page, and its first screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// What `ServiceError`'s messages call the app's service ("The cat service address is invalid.").
    case serviceName
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

    /// The languages the app speaks (a `Strings/<tag>.strings` each, English first) and their tables.
    public static let localization = Localization(bundle: .module)
}
