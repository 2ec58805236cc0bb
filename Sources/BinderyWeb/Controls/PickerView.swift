import Bindery

/// A choice of one row from a list (UIKit's `UIPickerView` with one component, or a pop-up menu button): a `<select>`
/// named by its `accessibilityLabel`, opened by a click, Space or Alt+Down, its option chosen with the arrow keys.
open class PickerView: ChoiceControl, NativelyRoled {
    /// Creates a picker listing `titles`, the first chosen (none when empty), with the DOM id `id` (none: named after
    /// the screen's property that holds it).
    public init(id: String = "", titles: [String] = [], classes: [String] = []) {
        super.init(id: id, titles: titles, selection: 0, classes: classes)
    }

    /// How many rows the only component has (UIKit's `numberOfRows(inComponent:)`; a component other than 0 has none).
    public func numberOfRows(inComponent component: Int) -> Int { component == 0 ? titles.count : 0 }

    /// The chosen row, or -1 when there is none (UIKit's `selectedRow(inComponent:)`).
    public func selectedRow(inComponent component: Int) -> Int { component == 0 ? currentValue : Self.noSelection }

    /// Chooses `row` of the only component and sends it to the page (UIKit's `selectRow(_:inComponent:animated:)`); a
    /// row that is not there chooses none.
    public func selectRow(_ row: Int, inComponent component: Int = 0, animated: Bool = false) {
        guard component == 0 else { return }
        setValue(row)
    }

    /// Replaces the rows with `newTitles`; the chosen row stays chosen while it is there, else the first is.
    public func setTitles(_ newTitles: [String]) {
        setTitles(newTitles, selection: newTitles.indices.contains(currentValue) ? currentValue : 0)
    }

    var elementRole: String { "combobox" }

    /// Renders `<select>` with an `<option>` for each row (valued by its index), the chosen one selected; `disabled`
    /// when not enabled.
    public override func render() -> String {
        let options = titles.enumerated().map { index, title in
            "<option value=\"\(index)\"\(index == currentValue ? " selected" : "")>\(HTML.escape(title))</option>"
        }
        return "<select\(commonAttributes(controlAttributes))>\(options.joined())</select>"
    }
}

extension Reactive where Base: PickerView {
    /// The rows the user chooses, each with its component (always 0) (RxCocoa's `pickerView.rx.itemSelected`).
    public var itemSelected: ControlEvent<(row: Int, component: Int)> {
        ControlEvent(events: base.userChanges.map { (row: $0, component: 0) })
    }

    /// The chosen row: the current one first, then each the user chooses; binding a row chooses it.
    public var selectedRow: ControlProperty<Int> { base.valueProperty }

    /// Replaces the rows' titles (as RxCocoa's `pickerView.rx.itemTitles` binds them).
    public var itemTitles: Binder<[String]> { Binder(base) { picker, titles in picker.setTitles(titles) } }
}
