import Foundation

/// BinderyWeb's own texts: what the page and the server say about the connection and the session rather than about
/// an app. English and Korean are shipped (`Resources/Strings`); a server lays its own tables over them with
/// `Localization.overriding(with:)` (`WebConfiguration.strings`) to change them or to add a language.
public enum BinderyText: String, TextKey {
    /// The name of the table's language, written in that language ("English", "한국어"): the home page's links.
    case languageName
    /// The button that closes the alert.
    case alertDismiss
    /// Shown while the page's socket is being opened again.
    case reconnecting
    /// Shown when the server no longer knows the tab and reloading did not help.
    case sessionEnded
    /// The page answered when the server holds as many sessions as it may (a 503).
    case serverBusy
    /// The page answered while the server is stopping and hands its tabs to other instances (a 503).
    case serverMoving
    /// The page answered when one address holds as many sessions as it may (a 429).
    case tooManyPages
    /// The alert shown when a screen navigates to a path no screen answers.
    case noSuchScreen
    /// The alert shown when a screen was made with a mistake the framework caught (two controls with one id, a
    /// tag that is no element name): the screen goes on without the part in error, and the log says what it was.
    case screenMistake
    /// The heading and title of the 404 page.
    case pageNotFound
    /// The 404 page's sentence, followed by the path.
    case pageNotFoundExplanation
    /// The 404 page's link home.
    case backToHome
    /// The button that closes a presented screen's dialog (as Escape does).
    case dialogClose
    /// A refresh control's button (`RefreshControl`), while it is not refreshing.
    case refresh
    /// A refresh control's button while it refreshes.
    case refreshing
    /// What a tab bar (`TabBar`) is named as a landmark, when the app names it nothing else.
    case tabBar

    /// English and Korean (`Resources/Strings`), English first.
    public static let localization = Localization(bundle: .module)
}
