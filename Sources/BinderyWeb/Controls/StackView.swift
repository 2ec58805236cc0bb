import Foundation

/// A container that lays out its views in a row or a column, as UIKit's `UIStackView`: its `axis`, `spacing`,
/// `alignment` and `distribution` are classes the stylesheet maps to flexbox (the page's Content-Security-Policy
/// allows no inline style), and changing one patches the page's classes.
open class StackView: View {
    /// The direction the arranged views are laid out in, given to the page as a class (`horizontal`, `vertical`).
    public enum Axis: String, Sendable {
        /// Side by side.
        case horizontal
        /// One above the other.
        case vertical
    }

    /// How the views are placed across the axis (UIKit's `UIStackView.Alignment`); the stylesheet's `align-items`.
    public enum Alignment: String, CaseIterable, Sendable {
        /// Each view is stretched across the whole stack (the default).
        case fill
        /// At the start: the left of a column (the right in a right-to-left language), the top of a row.
        case leading
        /// Centred.
        case center
        /// At the end: the right of a column, the bottom of a row.
        case trailing
        /// A row's views lined up on their first lines' baselines.
        case firstBaseline
        /// A row's views lined up on their last lines' baselines.
        case lastBaseline

        /// The top of a row: `leading`, as in UIKit.
        public static let top = Alignment.leading
        /// The bottom of a row: `trailing`, as in UIKit.
        public static let bottom = Alignment.trailing
    }

    /// How the views share the stack's length along the axis (UIKit's `UIStackView.Distribution`).
    public enum Distribution: String, CaseIterable, Sendable {
        /// Each view at its own size, from the start (the default; a row wraps when it is too narrow).
        case fill
        /// Every view the same size, filling the stack, on one line.
        case fillEqually
        /// The views grow in proportion to their own sizes to fill the stack.
        case fillProportionally
        /// The first view at the start, the last at the end, equal space between.
        case equalSpacing
        /// Equal space around each view (CSS's `space-around`, the browser's nearest to equal centre distances).
        case equalCentering
    }

    /// The gaps the stylesheet has a class for, in points (CSS pixels); a `spacing` between two is shown as the
    /// nearer of them (the larger on a tie).
    public static let spacingSteps: [CGFloat] = [0, 2, 4, 6, 8, 10, 12, 16, 20, 24, 32, 40, 48, 64]
    /// The gap a stack has when none is set: the stylesheet's `.stack` gap (0.75 rem). UIKit's is 0.
    public static let defaultSpacing: CGFloat = 12

    /// The views inside, laid out in this order.
    public let arrangedSubviews: [View]

    /// Whether the views are laid out side by side or one above the other; a change patches the page.
    public var axis: Axis {
        didSet { replaceLayoutClass(oldValue.rawValue, with: axis.rawValue) }
    }

    /// The gap between two views, in points (CSS pixels), shown as the nearest of `spacingSteps`; a change patches
    /// the page. The default is `defaultSpacing` (12), not UIKit's 0: set 0 for views that touch.
    public var spacing: CGFloat {
        didSet { replaceLayoutClass(Self.spacingClass(oldValue), with: Self.spacingClass(spacing)) }
    }

    /// How the views are placed across the axis; a change patches the page.
    public var alignment: Alignment {
        didSet { replaceLayoutClass(Self.alignmentClass(oldValue), with: Self.alignmentClass(alignment)) }
    }

    /// How the views share the stack's length; a change patches the page.
    public var distribution: Distribution {
        didSet { replaceLayoutClass(Self.distributionClass(oldValue), with: Self.distributionClass(distribution)) }
    }

    /// Creates a stack with the DOM id `id` (none: named after the screen's property that holds it, else after its
    /// container and place); it carries the classes `stack` and the axis's name besides `classes`, then one class for
    /// each of `spacing`, `alignment` and `distribution` that is not its default.
    public init(id: String = "", axis: Axis = .vertical, spacing: CGFloat = StackView.defaultSpacing,
                alignment: Alignment = .fill, distribution: Distribution = .fill, arrangedSubviews: [View],
                classes: [String] = []) {
        self.arrangedSubviews = arrangedSubviews
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        let layout = [Self.spacingClass(spacing), Self.alignmentClass(alignment), Self.distributionClass(distribution)]
        super.init(id: id, classes: classes + ["stack", axis.rawValue] + layout.compactMap { $0 })
    }

    /// The views inside: `arrangedSubviews`.
    public override var subviews: [View] { arrangedSubviews }

    /// Renders a `<div>` around the views.
    public override func render() -> String {
        "<div\(commonAttributes())>\(arrangedSubviews.map(\.html).joined())</div>"
    }

    /// The class for a gap of `spacing` points (`stack-spacing-8`), nil for the default gap.
    static func spacingClass(_ spacing: CGFloat) -> String? {
        let step = spacingSteps.min { a, b in
            let (da, db) = (abs(a - spacing), abs(b - spacing))
            return da == db ? a > b : da < db
        } ?? defaultSpacing
        return step == defaultSpacing ? nil : "stack-spacing-\(Int(step))"
    }

    /// The class for `alignment` (`stack-align-first-baseline`), nil for `.fill`.
    static func alignmentClass(_ alignment: Alignment) -> String? {
        alignment == .fill ? nil : "stack-align-" + kebabCase(alignment.rawValue)
    }

    /// The class for `distribution` (`stack-distribution-fill-equally`), nil for `.fill`.
    static func distributionClass(_ distribution: Distribution) -> String? {
        distribution == .fill ? nil : "stack-distribution-" + kebabCase(distribution.rawValue)
    }

    /// `firstBaseline` as `first-baseline`.
    private static func kebabCase(_ name: String) -> String {
        name.reduce(into: "") { result, character in
            result += character.isUppercase ? "-" + character.lowercased() : String(character)
        }
    }

    /// Puts `new` where `old` was among the classes (at the end when `old` is absent or nil; removed when `new` is
    /// nil), so the app's own classes keep their places; `classes` patches the page when they change.
    private func replaceLayoutClass(_ old: String?, with new: String?) {
        guard old != new else { return }
        var updated = classes
        if let old, let index = updated.firstIndex(of: old) {
            if let new { updated[index] = new } else { updated.remove(at: index) }
        } else if let new {
            updated.append(new)
        }
        classes = updated
    }
}
