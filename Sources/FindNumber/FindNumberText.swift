import BinderyWeb
import Foundation

/// Find Number's texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum FindNumberText: String, AppTextKey {
    /// The app's name on the home page, and the screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// The reset button.
    case reset
    /// The stage label; %d is the round.
    case stage
    /// The best-record label; %d is the longest streak.
    case bestRecord
    /// The current-record label; %d is the streak.
    case currentRecord
    /// The alert when the service address is invalid.
    case invalidURL
    /// The alert when the service cannot be reached.
    case networkError
    /// The alert when the service's answer cannot be read.
    case decodingError

    /// The languages the app speaks (a `Strings/<tag>.strings` each, English first) and their tables.
    public static let localization = Localization(bundle: .module)
}
