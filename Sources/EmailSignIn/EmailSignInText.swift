import BinderyWeb
import Foundation

/// Email sign-in's texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum EmailSignInText: String, AppTextKey {
    /// The app's name on the home page, and both screens' title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// The heading above the field.
    case prompt
    /// The hint under the field.
    case hint
    /// The next button.
    case next
    /// The heading of the screen showing the accepted address.
    case accepted
    /// The email field's accessibility label.
    case emailFieldLabel

    /// The languages the app speaks (a `Strings/<tag>.strings` each, English first) and their tables.
    public static let localization = Localization(bundle: .module)
}
