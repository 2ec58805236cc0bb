import Bindery
import Foundation

// UIKit's accessibility vocabulary on every view: `accessibilityLabel`, `accessibilityHint`,
// `isAccessibilityElement`, `accessibilityTraits`, bindable through `.rx`, rendered as the matching HTML
// (`aria-label` or `alt`, `aria-describedby`, roles and states) and patched when they change.

extension View {
    /// The view's name for assistive technology (UIKit's `accessibilityLabel`): `aria-label`, or an image's `alt`.
    /// A text field needs one unless a `FieldLabel` shows its label; an image without one is decorative (`alt=""`).
    public var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }

    /// What happens when the user acts on the view, read after its label (UIKit's `accessibilityHint`): a hidden
    /// `<id>-hint` element that the view's `aria-describedby` names.
    public var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }

    /// Whether assistive technology sees the view as one element (UIKit's `isAccessibilityElement`). `false` hides
    /// it and everything inside it (`aria-hidden="true"`); `true` on a plain view with a label makes it one named
    /// image (`role="img"`), as a validity bullet is. Controls, images and labels are elements by default.
    public var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? (nativeRole != nil || self is Label) }
        set { accessibility.isElement = newValue }
    }

    /// The view's traits (UIKit's `accessibilityTraits`), rendered as roles and ARIA states.
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits }
        set { accessibility.traits = newValue }
    }

    /// A key that presses the control while focus is outside a text field, as a hardware keyboard's key presses an
    /// on-screen one (UIKit's `UIKeyCommand`): a character (`"7"`) or a key's name (`"Backspace"`, `"Delete"`), as
    /// the browser's `KeyboardEvent.key` spells it. Rendered as `aria-keyshortcuts` (announced) and `data-key`.
    public var keyShortcut: String? {
        get { accessibility.keyShortcut }
        set { accessibility.keyShortcut = newValue }
    }

    /// The view's HTML and, when it has a hint, the hidden element holding it (the hint is a sibling, so a control's
    /// own text patches never touch it). Containers and screens render their views this way.
    var html: String {
        guard let hint = accessibility.hint, !hint.isEmpty else { return render() }
        return render() + "<span id=\"\(HTML.escape(hintID))\" hidden>\(HTML.escape(hint))</span>"
    }

    /// The id of the hidden element that holds the view's hint: `<id>-hint` (`WireProtocol.hintIDSuffix`).
    var hintID: String { id + WireProtocol.hintIDSuffix }

    /// The role the element has without any trait: its HTML element's.
    var nativeRole: String? {
        switch self {
        case is Button, is TouchView, is RefreshControl: "button"
        case let field as TextField: field.inputType == .search ? "searchbox" : "textbox"
        case is ImageView: "img"
        case let label as Label: ["h1", "h2", "h3", "h4", "h5", "h6"].contains(label.tag) ? "heading" : nil
        case is TableView: "table"
        case is WebView: "document"
        case let view as any NativelyRoled: view.elementRole
        default: nil
        }
    }

    /// The role the traits ask for, if any.
    private func traitRole(_ traits: AccessibilityTraits) -> String? {
        if traits.contains(.header) { return "heading" }
        if traits.contains(.button) { return "button" }
        if traits.contains(.link) { return "link" }
        if traits.contains(.image) { return "img" }
        if traits.contains(.searchField), self is TextField { return "searchbox" }
        return nil
    }

    /// The accessibility attributes `state` renders as, in order.
    func accessibilityAttributes(_ state: AccessibilityState) -> [(name: AccessibilityAttribute, value: String)] {
        let label = state.label.flatMap { $0.isEmpty ? nil : $0 }
        if state.isElement == false {
            return [(.ariaHidden, "true")] + (self is ImageView ? [(.alt, "")] : [])
        }
        let native = nativeRole
        var role = traitRole(state.traits)
        if role == native { role = nil }
        // ARIA forbids naming an element without a role: a plain view or text with a label becomes one named image
        // (an element, as UIKit reads it), or a named group when it was declared not to be one element.
        if role == nil, native == nil, label != nil { role = isAccessibilityElement ? "img" : "group" }
        var attributes: [(name: AccessibilityAttribute, value: String)] = []
        if let role { attributes.append((.role, role)) }
        if role == "heading" { attributes.append((.ariaLevel, "2")) }
        if self is ImageView {
            attributes.append((.alt, label ?? ""))
        } else if let label {
            attributes.append((.ariaLabel, label))
        }
        if let hint = state.hint, !hint.isEmpty { attributes.append((.ariaDescribedBy, hintID)) }
        if state.traits.contains(.selected) {
            attributes.append((role ?? native) == "button" ? (.ariaPressed, "true") : (.ariaCurrent, "true"))
        }
        if state.traits.contains(.notEnabled) { attributes.append((.ariaDisabled, "true")) }
        if state.traits.contains(.updatesFrequently) { attributes.append((.ariaLive, "polite")) }
        if let key = state.keyShortcut, !key.isEmpty { attributes += [(.ariaKeyShortcuts, key), (.dataKey, key)] }
        return attributes
    }

    /// Sends the page what changed between `old` and the current state: each attribute that differs, and the hint.
    func accessibilityDidChange(from old: AccessibilityState) {
        let before = Dictionary(accessibilityAttributes(old).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(accessibilityAttributes(accessibility).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        for attribute in AccessibilityAttribute.allCases where attribute != .ariaDescribedBy {
            if before[attribute] != after[attribute] { emit(.attribute(id: id, name: attribute, value: after[attribute])) }
        }
        let oldHint = old.hint.flatMap { $0.isEmpty ? nil : $0 }
        let newHint = accessibility.hint.flatMap { $0.isEmpty ? nil : $0 }
        if oldHint != newHint { emit(.hint(id: id, value: newHint)) }
    }
}

extension Reactive where Base: View {
    /// Sets the view's accessibility label (`aria-label`, an image's `alt`).
    public var accessibilityLabel: Binder<String?> { Binder(base) { view, label in view.accessibilityLabel = label } }
    /// Sets the view's accessibility hint (`aria-describedby`).
    public var accessibilityHint: Binder<String?> { Binder(base) { view, hint in view.accessibilityHint = hint } }
    /// Shows the view to assistive technology as one element, or hides it (`aria-hidden`).
    public var isAccessibilityElement: Binder<Bool> { Binder(base) { view, isElement in view.isAccessibilityElement = isElement } }
    /// Replaces the view's traits.
    public var accessibilityTraits: Binder<AccessibilityTraits> { Binder(base) { view, traits in view.accessibilityTraits = traits } }
    /// Adds `.selected` to the view's traits when `true`, removes it when `false` (UIKit's `isSelected`).
    public var isSelected: Binder<Bool> {
        Binder(base) { view, selected in
            if selected { view.accessibilityTraits.insert(.selected) } else { view.accessibilityTraits.remove(.selected) }
        }
    }
}

/// Something on a screen that assistive technology cannot use as it stands.
public struct AccessibilityIssue: Equatable, Sendable, CustomStringConvertible {
    /// The element concerned, or nil for the screen as a whole.
    public let id: String?
    /// What is wrong and how to fix it.
    public let message: String

    /// Creates an issue.
    public init(id: String?, message: String) {
        self.id = id
        self.message = message
    }

    /// The element and the message.
    public var description: String { id.map { "#\($0): \(message)" } ?? message }
}

extension ViewController {
    /// What assistive technology cannot use on this screen as it is now: a text field or another control with neither a
    /// `FieldLabel` nor an accessibility label, a button with neither a title nor a label, a `FieldLabel` whose control
    /// the screen does not show, a number of level-one headings other than one (the screen's title), or any at all on a presented
    /// screen (its dialog sits over a screen that has the page's one). Screen tests assert it is empty
    /// (`ScreenTester.accessibilityIssues`); a debug build logs it once per screen type when a screen loads.
    public var accessibilityIssues: [AccessibilityIssue] {
        var all: [View] = []
        func collect(_ view: View) {
            all.append(view)
            view.subviews.forEach(collect)
        }
        views.forEach(collect)
        let visibleLabels = Set(all.compactMap { ($0 as? FieldLabel).flatMap { $0.text.isEmpty ? nil : $0.field.id } })
        var issues: [AccessibilityIssue] = []
        for view in all where view.isAccessibilityElement {
            let named = !(view.accessibilityLabel ?? "").isEmpty
            if let field = view as? TextField, !named, !visibleLabels.contains(field.id) {
                issues.append(AccessibilityIssue(id: field.id, message: "a text field needs a label: set its accessibilityLabel or show a FieldLabel for it"))
            }
            if let button = view as? Button, !named, button.title.trimmingCharacters(in: .whitespaces).isEmpty {
                issues.append(AccessibilityIssue(id: button.id, message: "a button needs a title or an accessibilityLabel"))
            }
            if let control = view as? any NativelyRoled, control.needsAccessibilityLabel, !named, !visibleLabels.contains(view.id) {
                let remedy = view is any LabelableControl ? "set its accessibilityLabel or show a FieldLabel for it" : "set its accessibilityLabel"
                issues.append(AccessibilityIssue(id: view.id, message: "a control needs a label: " + remedy))
            }
        }
        let shown = Set(all.map(ObjectIdentifier.init))
        for label in all.compactMap({ $0 as? FieldLabel }) where !shown.contains(ObjectIdentifier(label.field)) {
            issues.append(AccessibilityIssue(id: label.id, message: "this FieldLabel's control is not on the screen, so the "
                + "label names no element: add the control to the screen too, or make the label for one the screen shows"))
        }
        let headings = all.filter { ($0 as? Label)?.tag == "h1" }.count
        if presentingViewController != nil {
            if headings != 0 {
                issues.append(AccessibilityIssue(id: nil, message: "a presented screen's heading is level two (Label(tag: \"h2\")): "
                    + "the page's one level-one heading is the title of the screen beneath, not \(headings) of this one's"))
            }
        } else if headings != 1 {
            issues.append(AccessibilityIssue(id: nil, message: "a screen needs exactly one level-one heading (its title), not \(headings)"))
        }
        return issues
    }

    /// Logs the screen's accessibility issues to standard error, once per screen type (debug builds).
    func warnAboutAccessibility() {
        #if DEBUG
        let issues = accessibilityIssues
        guard !issues.isEmpty, AccessibilityWarnings.shared.isFirst(ObjectIdentifier(type(of: self))) else { return }
        let lines = issues.map { "warning: accessibility: \(type(of: self)) at \(path): \($0)\n" }.joined()
        FileHandle.standardError.write(Data(lines.utf8))
        #endif
    }
}

/// The screen types whose accessibility issues were already logged.
private final class AccessibilityWarnings: @unchecked Sendable {
    static let shared = AccessibilityWarnings()
    private let lock = NSLock()
    private var warned: Set<ObjectIdentifier> = []

    func isFirst(_ type: ObjectIdentifier) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return warned.insert(type).inserted
    }
}

extension ScreenTester {
    /// The accessibility issues of the screen on show (`ViewController.accessibilityIssues`); a screen test expects
    /// none: `#expect(tester.accessibilityIssues == [])`.
    public var accessibilityIssues: [AccessibilityIssue] { screen?.accessibilityIssues ?? [] }
}
