import Bindery

/// A control the user sets a value with (UIKit's `UIControl` subclasses: `Switch`, `CheckBox`, `SegmentedControl`,
/// `Slider`, `Stepper`, `DatePicker`, `PickerView`, `TextView`).
///
/// The value has one home: set by code, it is sent to the page (`valuePatch`); chosen by the user, it arrives as a
/// `change` event, is checked (`parse`) and, when valid and new, taken and sent to the value's observers. A value the
/// control cannot take (not a number, out of range, no such option, too long) is refused with a `ProtocolError` and
/// changes nothing.
open class ValueControl<Value: Equatable>: View {
    /// The value the control holds, as the page shows it.
    var currentValue: Value

    /// The values the user chose, each once, after the control took it.
    let userChanges = PublishRelay<Value>()

    /// Whether the user can change the value (a disabled control has the `disabled` attribute, and the page's changes
    /// to it are refused as inactive). Read before every event.
    @exclusivity(unchecked) public var isEnabled: Bool = true {
        didSet { if isEnabled != oldValue { emit(.enabled(id: id, value: isEnabled)) } }
    }

    override var isEnabledForEvents: Bool { isEnabled }

    /// Creates the control holding `value`, with the DOM id `id` (none: named after the screen's property that holds it).
    init(id: String, value: Value, classes: [String]) {
        currentValue = value
        super.init(id: id, classes: classes)
    }

    /// Sets the value from code (after `fitted(_:)`) and, when it changed, sends it to the page.
    func setValue(_ newValue: Value) {
        let value = fitted(newValue)
        guard value != currentValue else { return }
        currentValue = value
        emit(valuePatch)
    }

    /// The value code may hold, for `value` (a number clamped into the control's range); by default `value` itself.
    func fitted(_ value: Value) -> Value { value }

    /// Fits the value into the control's new range and sends the page the control as it is now.
    func rangeDidChange() {
        currentValue = fitted(currentValue)
        emitReplacement()
    }

    /// The patch that shows the current value on the page: by default the field's value, `wireValue`.
    var valuePatch: Patch { .value(id: id, value: wireValue) }

    /// The current value as the page's field holds it (a number's text, a date's ISO form).
    var wireValue: String { String(describing: currentValue) }

    /// The value the page sent as `text`, or why the control cannot take it (each control says how it reads it).
    func parse(_ text: String) -> Result<Value, ProtocolError> {
        .failure(ProtocolError(.unknownEvent, "\(id) does not accept values."))
    }

    /// The attributes every value control's element ends with: `disabled` while it is not enabled, and the mark that
    /// makes the page send the user's choice (`WireProtocol.Attribute.choice`; a text view sends its text as a text
    /// field does instead).
    var controlAttributes: [(String, String?)] {
        [("disabled", isEnabled ? nil : ""), (WireProtocol.Attribute.choice.rawValue, "")]
    }

    /// Takes the user's value from a `change` event when `parse` accepts it; anything else is refused, and the value
    /// is left as it was.
    public override func handle(_ event: ClientMessage.EventName, value: String?) -> ProtocolError? {
        guard event == .change else { return super.handle(event, value: value) }
        guard let value else { return ProtocolError(.malformed, "\(id)'s change needs a value.") }
        switch parse(value) {
        case .failure(let error):
            return error
        case .success(let newValue):
            guard newValue != currentValue else { return nil }
            currentValue = newValue
            userChanges.accept(newValue)
            return nil
        }
    }

    /// Simulates the user choosing `text`, the value as the page sends it (tests and programmatic use); nil when the
    /// control took it (or already held it), else why it refused it.
    @discardableResult
    public func choose(_ text: String) -> ProtocolError? { handle(.change, value: text) }

    /// The value as RxCocoa's control properties give it: the current value first, then each value the user
    /// chooses; values bound to it are set as code sets them.
    var valueProperty: ControlProperty<Value> {
        let control = self
        let values = Deferred { Just(control.currentValue) }.append(control.userChanges)
        return ControlProperty(values: values, valueSink: Binder(control) { control, value in control.setValue(value) })
    }

    /// Why a value from the page is refused: `reason`, after the control's id.
    func refusal(_ reason: String) -> Result<Value, ProtocolError> {
        .failure(ProtocolError(.malformed, "\(id) \(reason)"))
    }
}

/// A control the user can be kept from acting on (UIKit's `UIControl.isEnabled`), bindable as `rx.isEnabled`.
public protocol EnablableControl: AnyObject {
    /// Whether the user can act on the control.
    var isEnabled: Bool { get set }
}

extension ValueControl: EnablableControl {}

extension Reactive where Base: EnablableControl {
    /// Enables or disables the control; the page gets the `disabled` attribute, and the user's changes are refused.
    public var isEnabled: Binder<Bool> { Binder(base) { control, enabled in control.isEnabled = enabled } }
}

/// A view whose HTML element has a role of its own that `accessibilityAttributes` must know (so a label does not
/// make it an image), and which assistive technology cannot use without a label.
protocol NativelyRoled: View {
    /// The element's role (`switch`, `checkbox`, `slider`, `spinbutton`, `radiogroup`, `combobox`, `progressbar`…).
    var elementRole: String { get }
    /// Whether the app must name the control (`accessibilityLabel` or a `FieldLabel`); false for one that names
    /// itself in the screen's language when the app does not (a tab bar, "Sections").
    var needsAccessibilityLabel: Bool { get }
}

extension NativelyRoled {
    var needsAccessibilityLabel: Bool { true }
}

extension View {
    /// Sends the page the element as it is now, in place of the one it shows: for a change of shape (a range, a mode,
    /// options) that no value patch carries.
    func emitReplacement() { emit(.replace(id: id, html: render())) }
}
