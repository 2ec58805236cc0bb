import Bindery

/// An on/off switch (UIKit's `UISwitch`): `<input type="checkbox" role="switch">`, toggled by a click or Space, named by
/// its `accessibilityLabel`.
open class Switch: ValueControl<Bool>, NativelyRoled {
    /// Whether the switch is on; setting it sends it to the page (what the user toggles is not sent back).
    public var isOn: Bool {
        get { currentValue }
        set { setValue(newValue) }
    }

    /// Creates a switch, off unless `isOn`, with the DOM id `id` (none: named after the screen's property that holds it).
    public init(id: String = "", isOn: Bool = false, classes: [String] = []) {
        super.init(id: id, value: isOn, classes: classes)
    }

    /// Sets the switch on or off (UIKit's `setOn(_:animated:)`; the page has no animation to run).
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    var elementRole: String { "switch" }

    /// The `role` attribute the element needs over the checkbox's own: `switch`; a check box needs none.
    var roleAttribute: String? { "switch" }

    /// Renders `<input type="checkbox">` with its role, `checked` when on and `disabled` when not enabled.
    public override func render() -> String {
        "<input\(commonAttributes([("type", "checkbox"), ("role", roleAttribute), ("checked", isOn ? "" : nil)] + controlAttributes))>"
    }

    override var valuePatch: Patch { .checked(id: id, value: currentValue) }

    /// Reads `true` or `false`; anything else is refused.
    override func parse(_ text: String) -> Result<Bool, ProtocolError> {
        switch text {
        case "true": .success(true)
        case "false": .success(false)
        default: refusal("is on or off: its value is true or false.")
        }
    }
}

extension Reactive where Base: Switch {
    /// Whether the switch is on: the current value first, then each toggle by the user; binding a value turns it on or
    /// off (RxCocoa's `uiSwitch.rx.isOn`).
    public var isOn: ControlProperty<Bool> { base.valueProperty }
    /// The same as `isOn` (RxCocoa's `uiSwitch.rx.value`).
    public var value: ControlProperty<Bool> { base.valueProperty }
}
