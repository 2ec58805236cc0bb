/// A check box (the checkbox style of Mac Catalyst's `UISwitch`): `<input type="checkbox">`, checked by a click or Space,
/// named by its `accessibilityLabel`. Its value is `isOn`, bound as `rx.isOn`, as a switch's.
open class CheckBox: Switch {
    override var elementRole: String { "checkbox" }

    /// None: a checkbox input is a check box.
    override var roleAttribute: String? { nil }
}
