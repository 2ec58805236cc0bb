import Bindery

/// A value chosen along a track (UIKit's `UISlider`): `<input type="range">` named by its `accessibilityLabel`,
/// dragged with the mouse or moved with the arrow keys, Home and End. Its `value` is a `Float` from `minimumValue`
/// (0) to `maximumValue` (1), any value between (no step). The value arrives as the user drags it (UIKit's `isContinuous`).
open class Slider: NumberControl<Float>, NativelyRoled {
    /// Creates a slider holding `value` within `minimumValue...maximumValue`, with the DOM id `id` (none: named after
    /// the screen's property that holds it).
    public override init(id: String = "", value: Float = 0, minimumValue: Float = 0, maximumValue: Float = 1, classes: [String] = []) {
        super.init(id: id, value: value, minimumValue: minimumValue, maximumValue: maximumValue, classes: classes)
    }

    /// Sets the value (clamped) and sends it to the page (UIKit's `setValue(_:animated:)`).
    public func setValue(_ value: Float, animated: Bool) { self.value = value }

    var elementRole: String { "slider" }

    /// Renders `<input type="range" step="any">` with its range and value; `disabled` when not enabled.
    public override func render() -> String {
        "<input\(commonAttributes([("type", "range")] + rangeAttributes + [("step", "any")] + controlAttributes))>"
    }
}

extension Reactive where Base: Slider {
    /// The value: the current one first, then each the user sets; binding a value sets it (RxCocoa's `slider.rx.value`).
    public var value: ControlProperty<Float> { base.valueProperty }
}
