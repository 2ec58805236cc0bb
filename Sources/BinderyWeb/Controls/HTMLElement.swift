extension HTML {
    /// An element a control of an app's own is drawn as (`View.makeElement()`): a tag, attributes and children, each
    /// text a `.text` node. It is a description, never markup: BinderyWeb writes it, escaping every text and every
    /// attribute value, so an app's control cannot put HTML or script on the page, whatever its texts hold.
    ///
    /// What cannot be written safely is left out and reported as the app's mistake (`ViewController.mistakes`): a tag
    /// that is no element name or is one that runs or loads something (`script`, `style`, `iframe`, `object`,
    /// `embed`, `link`, `meta`, `base`, `form`, `template`, `svg`, `math` are drawn as `span`), and attributes that
    /// run, load or style something or that BinderyWeb owns (`on…`, `style`, `src`, `href`, `srcdoc`, `action`,
    /// `formaction`, `id`, `data-…`).
    public struct Element {
        /// The element's name (`div`, `button`…), as written on the page.
        public let tag: String
        /// The attributes, in order; nil values are left out, empty ones are bare.
        public let attributes: [(name: String, value: String?)]
        /// What the element holds, in order.
        public let children: [Node]
        /// The value a tap on this part of its control sends, if any (`tapValue(_:)`).
        private(set) var tapValue: String?
        /// Whether the control sends taps anywhere on it (`sendsTaps()`), not only on parts with a value.
        private(set) var tapsAnywhere = false

        /// An element with these attributes (`["type": "button", "aria-pressed": "true"]`) holding `children`.
        public init(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], children: [Node] = []) {
            self.tag = tag
            self.attributes = attributes.map { (name: $0.key, value: $0.value) }
            self.children = children
        }

        /// An element holding only `text`, as text.
        public init(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], text: String) {
            self.init(tag, attributes, children: [.text(text)])
        }

        /// This element, whose tap (a click, or Enter or Space on a button) sends its control a `tap` event with
        /// `value` (a star's number); the control's `handle(_:value:)` receives it.
        public func tapValue(_ value: String) -> Element {
            var element = self
            element.tapValue = value
            return element
        }

        /// This element (a control's own), sending its control a `tap` event, with no value, when tapped anywhere.
        public func sendsTaps() -> Element {
            var element = self
            element.tapsAnywhere = true
            return element
        }

        /// Whether this element or one inside it sends taps.
        var hasTaps: Bool {
            tapsAnywhere || tapValue != nil || children.contains { if case .element(let child) = $0 { child.hasTaps } else { false } }
        }

        /// The element's HTML, every text and value escaped. The element of `control` (its root) carries the
        /// control's id, classes and accessibility attributes too (`View.commonAttributes`, which win over its own of
        /// the same name). What cannot be written safely is left out and said in `mistakes`.
        func html(of control: View? = nil, mistakes: inout [String]) -> String {
            let name = Self.safeTag(tag, mistakes: &mistakes)
            var own = attributes.filter { Self.isSafeAttribute($0.name, mistakes: &mistakes) }.map { ($0.name, $0.value) }
            if control != nil, own.contains(where: { $0.0 == "class" || $0.0 == "hidden" }) {
                mistakes.append("a control's own element takes its classes and hidden state from the control (`classes`, "
                                + "`isHidden`), not from attributes; they are left out.")
                own.removeAll { $0.0 == "class" || $0.0 == "hidden" }
            }
            if control != nil, hasTaps { own.append((WireProtocol.Attribute.tap.rawValue, "")) }
            if let tapValue { own.append((WireProtocol.Attribute.value.rawValue, tapValue)) }
            let inside = children.map { $0.html(mistakes: &mistakes) }.joined()
            let written = control.map { $0.commonAttributes(own) } ?? HTML.attributes(own)
            return "<\(name)\(written)>" + (Self.voidElements.contains(name) ? "" : "\(inside)</\(name)>")
        }

        private static let refusedTags: Set<String> = ["script", "style", "iframe", "object", "embed", "link", "meta",
                                                       "base", "form", "template", "svg", "math", "frame", "frameset"]
        private static let refusedAttributes: Set<String> = ["style", "src", "href", "srcdoc", "action", "formaction",
                                                             "id", "srcset", "xlink:href"]
        private static let voidElements: Set<String> = ["br", "hr", "img", "input", "wbr", "area", "col", "source", "track"]

        private static func safeTag(_ tag: String, mistakes: inout [String]) -> String {
            guard HTML.isElementName(tag), !refusedTags.contains(tag) else {
                mistakes.append("a control's element cannot be \"\(tag)\"; it is drawn as span.")
                return "span"
            }
            return tag
        }

        private static func isSafeAttribute(_ name: String, mistakes: inout [String]) -> Bool {
            let isName = name.first.map { ("a"..."z").contains($0) } == true
                && name.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
            guard isName, !name.hasPrefix("on"), !name.hasPrefix("data-"), !refusedAttributes.contains(name) else {
                mistakes.append("a control's element cannot carry the attribute \"\(name)\"; it is left out.")
                return false
            }
            return true
        }
    }

    /// What an `Element` holds.
    public enum Node {
        /// Text, always shown as text (escaped).
        case text(String)
        /// An element inside.
        case element(Element)
        /// A view inside (one the control holds in a stored property, so that its screen registers it and its
        /// events reach it), drawn as it draws itself.
        case view(View)

        func html(mistakes: inout [String]) -> String {
            switch self {
            case .text(let text): HTML.escape(text)
            case .element(let element): element.html(mistakes: &mistakes)
            case .view(let view): view.html
            }
        }
    }
}
