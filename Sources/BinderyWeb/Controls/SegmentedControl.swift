import Bindery

/// A row of segments of which one is chosen (UIKit's `UISegmentedControl`): a radio group (`<fieldset
/// role="radiogroup">` of native radios, named by its `accessibilityLabel`), chosen by a click, or by the arrow keys
/// once Tab reached it.
open class SegmentedControl: ChoiceControl, NativelyRoled {
    /// UIKit's name for no segment chosen.
    public static var noSegment: Int { noSelection }

    /// The chosen segment's index, or `noSegment`; setting it sends it to the page (what the user chooses is not sent
    /// back). An index of no segment chooses none.
    public var selectedSegmentIndex: Int {
        get { currentValue }
        set { setValue(newValue) }
    }

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }

    /// Creates the control with a segment titled by each of `items` (UIKit's `init(items:)`), none chosen, with the
    /// DOM id `id` (none: named after the screen's property that holds it).
    public init(id: String = "", items: [String] = [], classes: [String] = []) {
        super.init(id: id, titles: items, selection: Self.noSelection, classes: classes)
    }

    /// The title of the segment at `segment`, if there is one.
    public func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    /// Retitles the segment at `segment` (nothing when there is none).
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        var newTitles = titles
        newTitles[segment] = title ?? ""
        setTitles(newTitles, selection: selectedSegmentIndex)
    }

    /// Inserts a segment titled `title` at `segment` (clamped to the ends); the chosen segment stays chosen.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), titles.count)
        var newTitles = titles
        newTitles.insert(title ?? "", at: index)
        let selection = selectedSegmentIndex
        setTitles(newTitles, selection: selection >= index && selection != Self.noSegment ? selection + 1 : selection)
    }

    /// Removes the segment at `segment` (nothing when there is none); removing the chosen one leaves none chosen.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        var newTitles = titles
        newTitles.remove(at: segment)
        let selection = selectedSegmentIndex
        setTitles(newTitles, selection: selection == segment ? Self.noSegment : selection > segment ? selection - 1 : selection)
    }

    /// Removes every segment.
    public func removeAllSegments() { setTitles([], selection: Self.noSegment) }

    var elementRole: String { "radiogroup" }

    /// Renders `<fieldset role="radiogroup">` holding a labelled radio for each segment (named after the control's id,
    /// valued by its index), the chosen one checked; `disabled` when not enabled.
    public override func render() -> String {
        let name = HTML.escape(id)
        let segments = titles.enumerated().map { index, title in
            "<label><input type=\"radio\" name=\"\(name)\" value=\"\(index)\"\(index == currentValue ? " checked" : "")>\(HTML.escape(title))</label>"
        }
        return "<fieldset\(commonAttributes([("role", elementRole)] + controlAttributes))>\(segments.joined())</fieldset>"
    }
}

extension Reactive where Base: SegmentedControl {
    /// The chosen segment's index: the current one first, then each the user chooses; binding an index chooses it
    /// (RxCocoa's `segmentedControl.rx.selectedSegmentIndex`).
    public var selectedSegmentIndex: ControlProperty<Int> { base.valueProperty }
    /// The same as `selectedSegmentIndex` (RxCocoa's `segmentedControl.rx.value`).
    public var value: ControlProperty<Int> { base.valueProperty }
}
