import Bindery

/// One section of an app in a ``TabBar``: its title, the path of its first screen, and a badge (UIKit's
/// `UITabBarItem`).
public struct TabBarItem: Equatable, Sendable {
    /// The section's name, shown as text.
    public var title: String
    /// The path of the section's first screen (`/habits/stats`), a path on this site; the bar's link opens it.
    public var path: String
    /// A short text beside the title, such as how many things wait there ("3"); nil shows none (UIKit's `badgeValue`).
    public var badgeValue: String?

    /// An item titled `title` for the section whose first screen is at `path`, with `badgeValue` beside it.
    public init(title: String, path: String, badgeValue: String? = nil) {
        self.title = title
        self.path = path
        self.badgeValue = badgeValue
    }
}

/// A bar of the app's sections, one of them current (UIKit's `UITabBar`, switching as `UITabBarController` does):
/// a navigation landmark of links, the current section's marked `aria-current="page"`.
///
/// A screen of each section adds the same bar; the section whose path is the screen's own, or the longest that holds
/// it (`/habits` for `/habits/3`), is the current one. Choosing another pushes its first screen (a new history entry,
/// so Back returns to the screen that was on show, as it was left); choosing the current section on one of its deeper
/// screens pushes its first screen too, and on its first screen does nothing. Each link is a real one: opened in a new
/// tab or window, it starts a session there. `rx.didSelectItem` hears each choice.
open class TabBar: View, NativelyRoled {
    /// The sections, in order; `setItems(_:)` changes them.
    public private(set) var items: [TabBarItem]

    let selections = PublishRelay<TabBarItem>()

    /// Creates a bar of `items` with the DOM id `id` (none: named after the screen's property that holds it). The bar
    /// is a landmark named "Sections" in the screen's language, or by its `accessibilityLabel`.
    public init(id: String = "", items: [TabBarItem], classes: [String] = []) {
        self.items = items
        super.init(id: id, classes: ["tab-bar"] + classes)
        for item in items where !HTML.isSitePath(item.path) {
            mistakes.append("a tab bar item's path must be a path on this site, like /habits, not \"\(item.path)\"; its link opens nothing.")
        }
    }

    /// The index of the current section: the item whose path is the screen's, or the longest that holds it; nil when
    /// none does (or the bar is on no screen).
    public var selectedIndex: Int? {
        guard let path = screenPath else { return nil }
        var best: (index: Int, length: Int)?
        for (index, item) in items.enumerated() where HTML.isSitePath(item.path) {
            let root = item.path.hasSuffix("/") && item.path.count > 1 ? String(item.path.dropLast()) : item.path
            let holds = path == root || root == "/" || path.hasPrefix(root + "/")
            if holds, root.count > (best?.length ?? -1) { best = (index, root.count) }
        }
        return best?.index
    }

    /// The path of the screen the bar is on, without its query.
    private var screenPath: String? {
        guard let path = owner?.path else { return nil }
        return path.firstIndex(of: "?").map { String(path[..<$0]) } ?? path
    }

    var elementRole: String { "navigation" }
    var needsAccessibilityLabel: Bool { false }

    /// The current section's item, if any (UIKit's `selectedItem`).
    public var selectedItem: TabBarItem? { selectedIndex.map { items[$0] } }

    /// Puts `items` in place of the sections and draws the bar again.
    public func setItems(_ items: [TabBarItem]) {
        guard items != self.items else { return }
        self.items = items
        setNeedsDisplay()
    }

    /// Shows `value` as the badge of the item at `index` (nil: none); an index of no item changes nothing.
    public func setBadge(_ value: String?, forItemAt index: Int) {
        guard items.indices.contains(index), items[index].badgeValue != value else { return }
        items[index].badgeValue = value
        setNeedsDisplay()
    }

    /// Renders `<nav>` of `<a href>` links, each sending a `tap` with its index; the current one `aria-current="page"`,
    /// a badge as a `<span class="tab-badge">` after its title.
    public override func render() -> String {
        let language = owner?.language ?? BinderyText.localization.fallback
        let name = BinderyText.strings(in: language).text(BinderyText.tabBar)
        let current = selectedIndex
        var links = ""
        for (index, item) in items.enumerated() {
            let href = HTML.isSitePath(item.path) ? item.path : nil
            let attributes = HTML.attributes([("href", href), (WireProtocol.Attribute.value.rawValue, String(index)),
                                              ("aria-current", index == current ? "page" : nil)])
            let badge = item.badgeValue.map { "<span class=\"tab-badge\">\(HTML.escape($0))</span>" } ?? ""
            links += "<a\(attributes)>\(HTML.escape(item.title))\(badge)</a>"
        }
        return "<nav\(commonAttributes([("aria-label", name), (WireProtocol.Attribute.tap.rawValue, "")]))>\(links)</nav>"
    }

    /// A tap names the index of the section chosen: its first screen is pushed (unless it is on show) and the choice
    /// heard. An index of no section is refused.
    public override func handle(_ event: ClientMessage.EventName, value: String?) -> ProtocolError? {
        guard event == .tap else { return super.handle(event, value: value) }
        guard let index = value.flatMap({ Int($0) }), items.indices.contains(index) else {
            return ProtocolError(.malformed, "\(id) has no section \"\(value ?? "")\".")
        }
        let item = items[index]
        guard HTML.isSitePath(item.path) else { return nil }
        selections.accept(item)
        if let screen = owner, screenPath != item.path { screen.navigationController?.push(path: item.path) }
        return nil
    }

    /// Chooses the section at `index`, as a click on its link does (tests and programmatic use).
    public func select(at index: Int) { _ = handle(.tap, value: String(index)) }
}

extension Reactive where Base: TabBar {
    /// The sections the user chooses, each as it is chosen (RxCocoa's `tabBar.rx.didSelectItem`).
    public var didSelectItem: ControlEvent<TabBarItem> { ControlEvent(events: base.selections) }

    /// Shows each value as the badge of the item at `index` (nil: none): how many things wait in that section.
    public func badgeValue(at index: Int) -> Binder<String?> {
        Binder(base) { bar, value in bar.setBadge(value, forItemAt: index) }
    }
}
