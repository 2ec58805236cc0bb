/// Whether a tab's page is on show in its browser, as the page reports it (`document.visibilityState`): hidden while
/// another tab is in front, the window is minimised, or a phone's browser is in the background — UIKit's app in the
/// background and back in the foreground.
public enum PageVisibility: String, CaseIterable, Sendable {
    /// The page is on show.
    case visible
    /// The page is not on show; it still gets the screen's changes, and shows them when it comes back.
    case hidden
}
