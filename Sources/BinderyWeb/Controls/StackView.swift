/// A container that lays out its views in a row or a column.
open class StackView: View {
    /// The direction the arranged views are laid out in, given to the page as a class.
    public enum Axis: String, Sendable {
        /// Side by side.
        case horizontal
        /// One above the other.
        case vertical
    }

    /// The views inside, laid out in this order.
    public let arrangedSubviews: [View]
    /// Whether the views are laid out side by side or one above the other.
    public let axis: Axis

    /// Creates a stack with the DOM id `id` (none: named after the screen's property that holds it, else after its
    /// container and place); it carries the classes `stack` and the axis's name besides `classes`.
    public init(id: String = "", axis: Axis = .vertical, arrangedSubviews: [View], classes: [String] = []) {
        self.arrangedSubviews = arrangedSubviews
        self.axis = axis
        super.init(id: id, classes: classes + ["stack", axis.rawValue])
    }

    /// The views inside: `arrangedSubviews`.
    public override var subviews: [View] { arrangedSubviews }

    /// Renders a `<div>` around the views.
    public override func render() -> String {
        "<div\(commonAttributes())>\(arrangedSubviews.map(\.html).joined())</div>"
    }
}
