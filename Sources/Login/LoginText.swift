import BinderyWeb
import Foundation

/// Login's texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum LoginText: String, AppTextKey {
    /// The app's name on the home page.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// The sign-in screen's title and heading.
    case loginTitle
    /// The sign-in button.
    case loginButton
    /// The sign-in button while the password is being checked.
    case checking
    /// The welcome screen's title.
    case welcomeTitle
    /// The sign-out button.
    case signOut
    /// The welcome screen's greeting; %@ is the email address.
    case greeting
    /// The alert when the email and password match no account.
    case mismatch
    /// The alert after too many tries, when one minute is left; %d is 1.
    case tooManyAttemptsOneMinute
    /// The alert after too many tries; %d is the minutes left.
    case tooManyAttempts
    /// The alert when the account store cannot be read.
    case storeUnavailable
    /// The email field's accessibility label.
    case emailFieldLabel
    /// The password field's accessibility label.
    case passwordFieldLabel
    /// The password field's accessibility hint.
    case passwordFieldHint
    /// The email bullet's accessibility label while the email is valid.
    case emailValid
    /// The email bullet's accessibility label while the email is not valid.
    case emailInvalid
    /// The password bullet's accessibility label while the password is valid.
    case passwordValid
    /// The password bullet's accessibility label while the password is not valid.
    case passwordInvalid

    /// The languages the app speaks (a `Strings/<tag>.strings` each, English first) and their tables.
    public static let localization = Localization(bundle: .module)
}
