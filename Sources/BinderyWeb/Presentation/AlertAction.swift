/// One choice of an `AlertController` (UIKit's `UIAlertAction`): a button with a title and a style, whose handler
/// runs when the user chooses it, after the alert is dismissed.
public final class AlertAction {
    /// How an action looks and what it means.
    public enum Style: String, Sendable {
        /// An ordinary choice.
        case `default`
        /// The choice that changes nothing; Escape, or the browser's Back, chooses it. At most one per alert.
        case cancel
        /// A choice that destroys or discards something, shown as a warning.
        case destructive
    }

    /// The button's text, shown as text.
    public let title: String
    /// How the action looks, and whether Escape chooses it.
    public let style: Style
    /// Whether the user can choose it (a disabled one has the `disabled` attribute).
    public var isEnabled = true
    let handler: ((AlertAction) -> Void)?

    /// Creates an action; `handler` runs with it when the user chooses it.
    public init(title: String, style: Style = .default, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
