import Bindery

/// A number the user sets within a range (`Slider`'s and `Stepper`'s value): code's values are clamped into
/// `minimumValue...maximumValue`, as UIKit clamps them; a page's value outside it, or not a number, is refused.
open class NumberControl<Number: BinaryFloatingPoint & LosslessStringConvertible>: ValueControl<Number> {
    /// The value; setting it (clamped into the range) sends it to the page (what the user sets is not sent back).
    public var value: Number {
        get { currentValue }
        set { setValue(newValue) }
    }

    /// The least value; raising it past the value raises the value. The page gets the control anew.
    public var minimumValue: Number {
        didSet { if minimumValue != oldValue { rangeDidChange() } }
    }

    /// The greatest value; lowering it under the value lowers the value. The page gets the control anew.
    public var maximumValue: Number {
        didSet { if maximumValue != oldValue { rangeDidChange() } }
    }

    /// Creates the control holding `value` (clamped) within `minimumValue...maximumValue`.
    init(id: String, value: Number, minimumValue: Number, maximumValue: Number, classes: [String]) {
        self.minimumValue = minimumValue
        self.maximumValue = max(minimumValue, maximumValue)
        super.init(id: id, value: min(max(value, minimumValue), max(minimumValue, maximumValue)), classes: classes)
    }

    /// `value` clamped into the range.
    override func fitted(_ value: Number) -> Number { min(max(value, minimumValue), max(minimumValue, maximumValue)) }

    override var wireValue: String { WireNumber.text(currentValue) }

    /// The `min`, `max` and `value` attributes of the control's `<input>`.
    var rangeAttributes: [(String, String?)] {
        [("min", WireNumber.text(minimumValue)), ("max", WireNumber.text(max(minimumValue, maximumValue))), ("value", wireValue)]
    }

    /// Reads a plain decimal number within the range; anything else is refused.
    override func parse(_ text: String) -> Result<Number, ProtocolError> {
        guard let number = WireNumber.parse(text, as: Number.self) else {
            return refusal("takes a number, not \"\(text.prefix(40))\".")
        }
        guard number >= minimumValue, number <= maximumValue else {
            return refusal("takes a number from \(WireNumber.text(minimumValue)) to \(WireNumber.text(maximumValue)), not \(text).")
        }
        return .success(number)
    }
}
