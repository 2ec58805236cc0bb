import Bindery

/// A choice of one option from a list of titles (`SegmentedControl`'s segments, `PickerView`'s rows): its value is the
/// chosen option's index, or `noSelection`. The page sends an index; one that names no option is refused.
open class ChoiceControl: ValueControl<Int> {
    /// The index of no option (UIKit's `UISegmentedControl.noSegment`).
    public static let noSelection = -1

    /// The options' titles, in order, each shown as text.
    public internal(set) var titles: [String]

    /// Creates the control listing `titles`, the one at `selection` chosen (an index of no option: none).
    init(id: String, titles: [String], selection: Int, classes: [String]) {
        self.titles = titles
        super.init(id: id, value: titles.indices.contains(selection) ? selection : Self.noSelection, classes: classes)
    }

    /// Replaces the options with `newTitles`, `selection` chosen (an index of no option: none), and sends the page the
    /// control as it is now.
    func setTitles(_ newTitles: [String], selection: Int) {
        titles = newTitles
        currentValue = fitted(selection)
        emitReplacement()
    }

    /// `index` when it names an option, else `noSelection`.
    override func fitted(_ index: Int) -> Int { titles.indices.contains(index) ? index : Self.noSelection }

    override var valuePatch: Patch { .selected(id: id, index: currentValue) }

    /// Reads an option's index (ASCII digits); an index of no option, or anything else, is refused.
    override func parse(_ text: String) -> Result<Int, ProtocolError> {
        guard let index = WireNumber.index(text) else { return refusal("takes an option's index, not \"\(text.prefix(40))\".") }
        guard titles.indices.contains(index) else { return refusal("has \(titles.count) options; there is none at \(index).") }
        return .success(index)
    }
}
