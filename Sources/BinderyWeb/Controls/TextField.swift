import Bindery

/// A single-line text input: what the user types arrives as `change` events, the Return key as `submit`.
open class TextField: View {
    /// The current text; setting it sends it to the page, as `setText(_:)` does (what the user types is not sent back).
    public var text: String {
        get { currentText }
        set { setText(newValue) }
    }
    private var currentText: String
    /// The hint shown while the field is empty; never sent as a value. Setting it patches the page.
    public var placeholder: String {
        didSet {
            if placeholder != oldValue { emit(.attribute(id: id, name: .placeholder, value: placeholder.isEmpty ? nil : placeholder)) }
        }
    }
    /// The input type (`text`, `email`, `password`, `number`…).
    public let inputType: TextInputType
    /// What the text means, so the browser can fill it in (the `autocomplete` token; nil: `off`).
    public var textContentType: TextContentType? {
        didSet {
            if textContentType != oldValue {
                emit(.attribute(id: id, name: .autocomplete, value: TextContentType.autocomplete(for: textContentType)))
            }
        }
    }
    /// The on-screen keyboard the field asks for (`inputmode`): a number keypad for an amount, say, while the text
    /// still arrives as typed. Setting it patches the page.
    public var keyboardType: KeyboardType {
        didSet {
            if keyboardType != oldValue { emit(.attribute(id: id, name: .inputMode, value: keyboardType.inputMode)) }
        }
    }
    /// The longest text accepted from the page, in characters.
    public let maxLength: Int

    let changes = PublishRelay<String>()
    let returns = PublishRelay<Void>()

    /// Creates a text field with the DOM id `id` (none: named after the screen's property that holds it); it holds at
    /// most `maxLength` characters, and longer text from the page is refused.
    public init(id: String = "", text: String = "", placeholder: String = "", inputType: TextInputType = .text,
                textContentType: TextContentType? = nil, keyboardType: KeyboardType = .default, maxLength: Int = 1_000,
                classes: [String] = []) {
        self.currentText = text
        self.placeholder = placeholder
        self.inputType = inputType
        self.textContentType = textContentType
        self.keyboardType = keyboardType
        self.maxLength = maxLength
        super.init(id: id, classes: classes)
    }

    /// Sets the text from code and sends it to the page.
    public func setText(_ newText: String) {
        guard newText != text else { return }
        currentText = newText
        emit(.value(id: id, value: newText))
    }

    /// Renders `<input>` with its type, value, placeholder, length limit and keyboard, all escaped.
    public override func render() -> String {
        "<input\(commonAttributes([("type", inputType.rawValue), ("value", text), ("placeholder", placeholder.isEmpty ? nil : placeholder), ("maxlength", String(maxLength)), (WireProtocol.Attribute.change.rawValue, ""), (AccessibilityAttribute.autocomplete.rawValue, TextContentType.autocomplete(for: textContentType)), (AccessibilityAttribute.inputMode.rawValue, keyboardType.inputMode)]))>"
    }

    /// Accepts the user's new text (text over the length limit is refused and changes nothing) and the Return key.
    public override func handle(_ event: ClientMessage.EventName, value: String?) -> ProtocolError? {
        if event == .submit {
            returns.accept()
            return nil
        }
        guard event == .change else { return super.handle(event, value: value) }
        let newText = value ?? ""
        guard newText.count <= maxLength else {
            return ProtocolError(.malformed, "\(id) accepts at most \(maxLength) characters.")
        }
        guard newText != text else { return nil }
        currentText = newText
        changes.accept(newText)
        return nil
    }

    /// Simulates the user typing `newText` (tests and programmatic use).
    public func type(_ newText: String) { _ = handle(.change, value: newText) }
}

extension Reactive where Base: TextField {
    /// The text: the current value first, then each value the user types (RxCocoa's `textField.rx.text`).
    public var text: ControlProperty<String?> {
        let field = base
        let values = Deferred { Just<String?>(field.text) }.append(field.changes.map { Optional($0) })
        return ControlProperty(values: values, valueSink: Binder(field) { field, text in field.setText(text ?? "") })
    }

    /// Fires when the user presses Return in the field (RxCocoa's `controlEvent(.editingDidEndOnExit)`).
    public var editingDidEndOnExit: ControlEvent<Void> { ControlEvent(events: base.returns) }
}
