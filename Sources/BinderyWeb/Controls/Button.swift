import Bindery

/// A button: a title, an enabled state, and a tap event.
open class Button: View {
    /// The button's text, shown as text; changing it patches the page.
    public var title: String {
        didSet { if title != oldValue { emit(.text(id: id, value: title)) } }
    }

    /// Whether the button can be tapped (a disabled button has the `disabled` attribute). Read before every tap; not
    /// checked for exclusivity at run time, as `View.isHidden` is not.
    @exclusivity(unchecked) public var isEnabled: Bool = true {
        didSet { if isEnabled != oldValue { emit(.enabled(id: id, value: isEnabled)) } }
    }

    let taps = PublishRelay<Void>()

    override var isEnabledForEvents: Bool { isEnabled }

    /// Creates an enabled button with the DOM id `id` (none: named after the screen's property that holds it) showing
    /// `title`.
    public init(id: String = "", title: String = "", classes: [String] = []) {
        self.title = title
        super.init(id: id, classes: classes)
    }

    /// Renders `<button type="button">` with its escaped title, and `disabled` when it is not enabled.
    public override func render() -> String {
        "<button type=\"button\"\(commonAttributes([(WireProtocol.Attribute.tap.rawValue, ""), ("disabled", isEnabled ? nil : "")]))>\(HTML.escape(title))</button>"
    }

    /// Accepts taps while enabled; a tap on a disabled button is ignored, as a browser would.
    public override func handle(_ event: ClientMessage.EventName, value: String?) -> ProtocolError? {
        guard event == .tap else { return super.handle(event, value: value) }
        if isEnabled { taps.accept(()) }
        return nil
    }

    /// Simulates a user tap (tests and programmatic use).
    public func sendTap() { _ = handle(.tap, value: nil) }
}

extension Reactive where Base: Button {
    /// The button's taps (RxCocoa's `button.rx.tap`).
    public var tap: ControlEvent<Void> { ControlEvent(events: base.taps) }
    /// Enables or disables the button; the page gets the `disabled` attribute, and taps on it are refused.
    public var isEnabled: Binder<Bool> { Binder(base) { button, enabled in button.isEnabled = enabled } }
    /// Sets the button's title, shown as text.
    public var title: Binder<String> { Binder(base) { button, title in button.title = title } }
}
