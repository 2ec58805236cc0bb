import Bindery

/// Text of several lines (UIKit's `UITextView`): a `<textarea>` named by its `accessibilityLabel`. What the user types
/// arrives as `change` events (at most every `changeInterval`, the last always); Return starts a new line.
open class TextView: ValueControl<String>, NativelyRoled {
    /// The text; setting it sends it to the page (what the user types is not sent back).
    public var text: String {
        get { currentValue }
        set { setValue(newValue) }
    }

    /// The longest text accepted from the page, in characters.
    public let maxLength: Int

    /// How many lines the field shows before it scrolls.
    public let visibleLines: Int

    /// Creates a text view holding `text`, with the DOM id `id` (none: named after the screen's property that holds
    /// it); it holds at most `maxLength` characters, and longer text from the page is refused.
    public init(id: String = "", text: String = "", maxLength: Int = 10_000, visibleLines: Int = 4, classes: [String] = []) {
        self.maxLength = maxLength
        self.visibleLines = max(1, visibleLines)
        super.init(id: id, value: text, classes: classes)
    }

    var elementRole: String { "textbox" }

    override var wireValue: String { currentValue }

    /// Renders `<textarea>` with its escaped text, line count and length limit; `disabled` when not enabled. A line
    /// break opens the text, since the browser drops the first one after the tag.
    public override func render() -> String {
        "<textarea\(commonAttributes([("rows", String(visibleLines)), ("maxlength", String(maxLength)), ("disabled", isEnabled ? nil : ""), (WireProtocol.Attribute.change.rawValue, "")]))>\n\(HTML.escape(text))</textarea>"
    }

    /// Takes any text of at most `maxLength` characters; longer text is refused.
    override func parse(_ text: String) -> Result<String, ProtocolError> {
        text.count <= maxLength ? .success(text) : refusal("accepts at most \(maxLength) characters.")
    }
}

extension Reactive where Base: TextView {
    /// The text: the current value first, then each value the user types; binding a text sets it (RxCocoa's
    /// `textView.rx.text`).
    public var text: ControlProperty<String?> {
        let view = base
        let values = Deferred { Just<String?>(view.text) }.append(view.userChanges.map { Optional($0) })
        return ControlProperty(values: values, valueSink: Binder(view) { view, text in view.text = text ?? "" })
    }
}
