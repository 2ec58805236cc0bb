import Bindery

/// A control a ``FieldLabel`` can name: one whose element HTML lets a `<label for>` name — a text field, a text
/// view, a picker, a date picker, a slider, a stepper, a switch or a check box. (A segmented control is a group of
/// radios; name it with its `accessibilityLabel`.)
public protocol LabelableControl: View {}

extension TextField: LabelableControl {}
extension TextView: LabelableControl {}
extension PickerView: LabelableControl {}
extension DatePicker: LabelableControl {}
extension Slider: LabelableControl {}
extension Stepper: LabelableControl {}
extension Switch: LabelableControl {}

/// A visible label for a field or another control (`<label for="…">`): the control's name for assistive technology,
/// and a click on it focuses the control (or, for a switch, flips it).
public final class FieldLabel: View {
    /// The label's text.
    public var text: String {
        didSet { if text != oldValue { emit(.text(id: id, value: text)) } }
    }

    /// The control it names.
    public let field: any LabelableControl

    /// Creates a label for `field`, with the DOM id `id` (none: named after the screen's property that holds it).
    public init(id: String = "", text: String, for field: some LabelableControl, classes: [String] = []) {
        self.text = text
        self.field = field
        super.init(id: id, classes: classes)
    }

    /// Renders `<label for>` with its escaped text.
    public override func render() -> String {
        "<label\(commonAttributes([("for", field.id)]))>\(HTML.escape(text))</label>"
    }
}

extension Reactive where Base: FieldLabel {
    /// Sets the label's text.
    public var text: Binder<String> { Binder(base) { label, text in label.text = text } }
}
