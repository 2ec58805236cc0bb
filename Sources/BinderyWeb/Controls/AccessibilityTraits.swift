/// What a view is to assistive technology, in UIKit's vocabulary (`UIAccessibilityTraits`): rendered as the
/// matching ARIA role and states, and patched when they change.
///
/// | trait | rendered as |
/// |---|---|
/// | `.header` | `role="heading" aria-level="2"` (an `h1`…`h6` label is a heading already) |
/// | `.button` | `role="button"` (a `Button` or `TouchView` is one already) |
/// | `.link` | `role="link"` |
/// | `.image` | `role="img"` (an `ImageView` is one already) |
/// | `.searchField` | `role="searchbox"` on a text field |
/// | `.selected` | `aria-pressed="true"` on a button, else `aria-current="true"` |
/// | `.notEnabled` | `aria-disabled="true"` |
/// | `.updatesFrequently` | `aria-live="polite"`: changes to its text are announced |
/// | `.staticText` | nothing: plain text is static already |
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt64

    /// Creates traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none: AccessibilityTraits = []
    /// A button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A heading that divides content into sections.
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
    /// An image.
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is selected (a chosen segment, a toggled button, the current item).
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// Static text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// The element is not enabled and does not respond to the user.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 7)
    /// The element's text updates on its own; changes are announced politely.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 8)
}

/// A view's accessibility state as set by the app: what `View`'s accessibility properties read and write.
struct AccessibilityState: Equatable, Sendable {
    var label: String?
    var hint: String?
    var isElement: Bool?
    var traits: AccessibilityTraits = []
    var keyShortcut: String?
}
