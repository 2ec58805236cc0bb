/// The accessibility attributes BinderyWeb writes (the only ones an `attribute` patch may set): part of the wire
/// protocol, since the page sets them and reads two by name (`aria-describedby` for a hint, `data-key` for a key
/// shortcut); the client gets them in `WireProtocol.javaScriptConstants`.
public enum AccessibilityAttribute: String, CaseIterable, Sendable {
    /// The element's role (`heading`, `button`, `img`, `link`, `searchbox`, `group`).
    case role
    /// A heading's level.
    case ariaLevel = "aria-level"
    /// The element's accessible name.
    case ariaLabel = "aria-label"
    /// An image's text alternative.
    case alt
    /// The id of the element holding the hint.
    case ariaDescribedBy = "aria-describedby"
    /// Hides the element (and what it holds) from assistive technology.
    case ariaHidden = "aria-hidden"
    /// A selected toggle button.
    case ariaPressed = "aria-pressed"
    /// The selected (current) item.
    case ariaCurrent = "aria-current"
    /// An element that does not respond.
    case ariaDisabled = "aria-disabled"
    /// Changes to the element are announced.
    case ariaLive = "aria-live"
    /// An activity indicator at work (`true`) or stopped (`false`).
    case ariaBusy = "aria-busy"
    /// A text field's autofill token (`TextContentType`).
    case autocomplete
    /// A text field's hint while it is empty (`placeholder`).
    case placeholder
    /// The on-screen keyboard a text field asks for (`KeyboardType`).
    case inputMode = "inputmode"
    /// The key that presses the control (`keyShortcut`), announced.
    case ariaKeyShortcuts = "aria-keyshortcuts"
    /// The key that presses the control (`keyShortcut`), for the client, which presses the control with that key.
    case dataKey = "data-key"
}
