import BinderyWeb
import Foundation

/// The counter's texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum CounterText: String, TextKey {
    /// The app's name: the screen's title and its home-page entry.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// The count; %d is the count.
    case count
    /// The title of the button that adds one.
    case increment
    /// The title of the button that takes one away.
    case decrement
    /// The reset button.
    case reset

    /// The languages the app speaks (a `Strings/<tag>.strings` each, English first) and their tables.
    public static let localization = Localization(bundle: .module)
}
