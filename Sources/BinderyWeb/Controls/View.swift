import Bindery

/// An element on a server-driven page: its DOM `id`, visibility and classes, and the patches its changes produce.
open class View: ReactiveCompatible {
    /// The DOM id (the outlet's name, e.g. `stageLabel`). A view made without one (`Label()`) is named when its
    /// screen loads: after the view controller's property that holds it (see `ViewController`). Read at every patch.
    @exclusivity(unchecked) public internal(set) var id: String
    /// Whether the screen named this view (it was made without an id).
    var isNamedByScreen = false
    /// What was wrong with what the view was made with (a tag that is no element name): the view goes on without
    /// it, and its screen reports each when the view is added (`ViewController.mistakes`), never ending the process.
    var mistakes: [String] = []
    /// The screen this view belongs to; set when the view controller adds it. Read at every patch (`emit`).
    @exclusivity(unchecked) public internal(set) weak var owner: ViewController?
    /// The container this view is inside, if any; set when the view controller registers it. Read before every
    /// event (`acceptsUserEvents`).
    @exclusivity(unchecked) public internal(set) weak var superview: View?

    /// Whether the element is hidden (the `hidden` attribute). Read before every event (`acceptsUserEvents`).
    ///
    /// A view's state, as every control's, is touched on its session's UI thread only, one short access at a time:
    /// the hot ones skip the run-time exclusivity check (a call into the runtime's access set, about 75 instructions).
    @exclusivity(unchecked) public var isHidden: Bool = false {
        didSet { if isHidden != oldValue { emit(.hidden(id: id, value: isHidden)) } }
    }

    /// The element's CSS classes, in order; changing them patches the page.
    public var classes: [String] = [] {
        didSet { if classes != oldValue { emit(.classes(id: id, value: classes)) } }
    }

    /// The view's accessibility label, hint, element flag and traits (read and written through `accessibilityLabel`
    /// and its siblings, `Accessibility.swift`); a change patches the page.
    var accessibility = AccessibilityState() {
        didSet { if accessibility != oldValue { accessibilityDidChange(from: oldValue) } }
    }

    /// Creates a view with a DOM id (none: its screen names it) and initial classes.
    public init(id: String = "", classes: [String] = []) {
        self.id = id
        self.classes = classes
    }

    /// Adds a class if absent (the page is patched only when the classes change).
    public func addClass(_ name: String) { if !classes.contains(name) { classes.append(name) } }

    /// Removes a class if present (the page is patched only when the classes change).
    public func removeClass(_ name: String) { classes.removeAll { $0 == name } }

    /// Sends a patch for this view if its screen is on show.
    public func emit(_ patch: Patch) { owner?.record(patch) }

    /// Whether the user can act on this view now: it and every container around it are shown, and (for
    /// controls that can be disabled) it is enabled. A page cannot tap what it does not show; events for an
    /// inactive view are refused before they reach it.
    public var acceptsUserEvents: Bool {
        var view: View? = self
        while let current = view {
            if current.isHidden { return false }
            view = current.superview
        }
        return isEnabledForEvents
    }

    /// Whether the control is enabled (controls that can be disabled override).
    var isEnabledForEvents: Bool { true }

    /// The views inside this one: those a custom view's stored properties hold (`View+Subviews.swift`); containers override.
    open var subviews: [View] { propertySubviews }

    /// The element's HTML with its current state: what `makeElement()` describes, with the view's id, classes and
    /// accessibility attributes, every text escaped. BinderyWeb's own controls write theirs directly; an app's
    /// control describes its element instead, so it can never write markup of its own.
    public func render() -> String {
        var problems: [String] = []
        let html = makeElement().html(of: self, mistakes: &problems)
        for problem in problems { owner?.reportMistake("\(id): \(problem)") }
        return html
    }

    /// The element a control of an app's own is drawn as: override it to describe the control's element, its
    /// attributes and what it holds (texts, elements, and views it holds in stored properties); the default is a
    /// `<div>` around `subviews`. The view's id, classes and accessibility attributes are added to it, every text
    /// and value is escaped (`HTML.Element`). Call `setNeedsDisplay()` when what it describes changes.
    open func makeElement() -> HTML.Element { HTML.Element("div", children: subviews.map { .view($0) }) }

    /// Draws the view again and sends the page its new element in place of the old (UIKit's `setNeedsDisplay()`):
    /// for a change that no patch of its own expresses (text, classes, hidden, accessibility). Focus stays on the same
    /// part of it.
    public func setNeedsDisplay() { emit(.replace(id: id, html: render())) }

    /// Handles a user event from the page; the default refuses every event.
    open func handle(_ event: ClientMessage.EventName, value: String?) -> ProtocolError? {
        ProtocolError(.unknownEvent, "\(id) does not accept \(event.rawValue).")
    }

    /// The id, class and hidden attributes every element carries, the control's own, then its accessibility attributes
    /// (which win over the control's own of the same name).
    public func commonAttributes(_ extra: [(String, String?)] = []) -> String {
        let accessible = accessibilityAttributes(accessibility)
        // Written straight into one buffer: joining the pairs into one array first made three arrays a control.
        var out = HTML.attributeBytes()
        HTML.appendAttribute("id", id, to: &out)
        if !classes.isEmpty { HTML.appendAttribute("class", classes.joined(separator: " "), to: &out) }
        if isHidden { HTML.appendAttribute("hidden", "", to: &out) }
        for (name, value) in extra where !accessible.contains(where: { $0.name.rawValue == name }) {
            HTML.appendAttribute(name, value, to: &out)
        }
        for (name, value) in accessible { HTML.appendAttribute(name.rawValue, value, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }
}

extension Reactive where Base: View {
    /// Shows or hides the view; a hidden view, and everything inside it, refuses the user's events.
    public var isHidden: Binder<Bool> { Binder(base) { view, hidden in view.isHidden = hidden } }

    /// Adds the class when `true`, removes it when `false`.
    public func hasClass(_ name: String) -> Binder<Bool> {
        Binder(base) { view, on in on ? view.addClass(name) : view.removeClass(name) }
    }
}
