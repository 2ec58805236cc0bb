import Bindery

/// A value stepped up and down (UIKit's `UIStepper`): `<input type="number">` (a spin button) named by its
/// `accessibilityLabel`, stepped with its arrows or the Up and Down keys, or typed. Its `value` goes from
/// `minimumValue` (0) to `maximumValue` (100) in steps of `stepValue` (1) from the minimum; a page's value off those
/// steps is refused.
open class Stepper: NumberControl<Double>, NativelyRoled {
    /// How much one step changes the value (more than 0). The page gets the control anew.
    public var stepValue: Double {
        didSet { if stepValue != oldValue { emitReplacement() } }
    }

    /// Creates a stepper holding `value` within `minimumValue...maximumValue` in steps of `stepValue` (one when it is
    /// not more than 0), with the DOM id `id` (none: named after the screen's property that holds it).
    public init(id: String = "", value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100,
                stepValue: Double = 1, classes: [String] = []) {
        self.stepValue = stepValue > 0 && stepValue.isFinite ? stepValue : 1
        super.init(id: id, value: value, minimumValue: minimumValue, maximumValue: maximumValue, classes: classes)
    }

    var elementRole: String { "spinbutton" }

    /// Renders `<input type="number">` with its range, step and value; `disabled` when not enabled.
    public override func render() -> String {
        "<input\(commonAttributes([("type", "number")] + rangeAttributes + [("step", WireNumber.text(stepValue)), ("inputmode", "decimal")] + controlAttributes))>"
    }

    /// Reads a number within the range, a whole number of steps from the minimum; anything else is refused.
    override func parse(_ text: String) -> Result<Double, ProtocolError> {
        let number = super.parse(text)
        guard case .success(let value) = number, stepValue > 0 else { return number }
        let steps = (value - minimumValue) / stepValue
        guard abs(steps - steps.rounded()) <= 1e-9 * max(1, abs(steps)) else {
            return refusal("steps by \(WireNumber.text(stepValue)) from \(WireNumber.text(minimumValue)); \(text) is between steps.")
        }
        return number
    }
}

extension Reactive where Base: Stepper {
    /// The value: the current one first, then each the user steps to; binding a value sets it (RxCocoa's
    /// `stepper.rx.value`).
    public var value: ControlProperty<Double> { base.valueProperty }
}
