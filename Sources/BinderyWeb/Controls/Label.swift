import Bindery

/// A line of text, always shown as text (never interpreted as HTML).
open class Label: View {
    /// The label's text, shown as text (nil shows nothing); changing it patches the page. Not checked for exclusivity
    /// at run time, as `View.isHidden` is not.
    @exclusivity(unchecked) public var text: String? {
        didSet { if text != oldValue { emit(.text(id: id, value: text ?? "")) } }
    }

    /// The HTML element used (`p`, `h1`, `span`...).
    public let tag: String

    /// Creates a label with the DOM id `id` (none: named after the screen's property that holds it), rendered as a
    /// `tag` element (`p` by default).
    public init(id: String = "", text: String? = nil, tag: String = "p", classes: [String] = []) {
        self.text = text
        self.tag = HTML.isElementName(tag) ? tag : "p"
        super.init(id: id, classes: classes)
        if self.tag != tag { mistakes.append("a label's tag must be an element name (p, h1, span…), not \"\(tag)\"; it is shown as p.") }
    }

    /// Renders the element with its escaped text.
    public override func render() -> String {
        "<\(tag)\(commonAttributes())>\(HTML.escape(text ?? ""))</\(tag)>"
    }
}

extension Reactive where Base: Label {
    /// Sets the label's text (RxCocoa's `label.rx.text`).
    public var text: Binder<String?> { Binder(base) { label, text in label.text = text } }
}
