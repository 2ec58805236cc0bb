/// A container that lays out its views in a row or a column.
public final class StackView: View {
    /// The direction views are laid out in.
    public enum Axis: String, Sendable {
        /// Side by side.
        case horizontal
        /// One above the other.
        case vertical
    }

    /// The views inside, in order.
    public let arrangedSubviews: [View]
    /// The layout direction.
    public let axis: Axis

    /// Creates a stack of views.
    public init(id: String, axis: Axis = .vertical, arrangedSubviews: [View], classes: [String] = []) {
        self.arrangedSubviews = arrangedSubviews
        self.axis = axis
        super.init(id: id, classes: classes + ["stack", axis.rawValue])
    }

    /// The views inside.
    public override var subviews: [View] { arrangedSubviews }

    /// Renders a `<div>` around the views.
    public override func render() -> String {
        "<div\(commonAttributes())>\(arrangedSubviews.map(\.html).joined())</div>"
    }
}
