import Bindery

/// A box whose views scroll when they do not fit (UIKit's `UIScrollView`): a region the keyboard can focus and
/// scroll, with a `RefreshControl` above its views when it has one (UIKit's `refreshControl`).
open class ScrollView: View {
    /// The views inside, in order.
    public let contentViews: [View]
    /// The control that refreshes what the box shows, above its views; set it before the screen loads.
    public var refreshControl: RefreshControl?

    /// Creates a scroll view with the DOM id `id` (none: named after the screen's property that holds it) around
    /// `contentViews`; it carries the class `scroll-view` besides `classes`.
    public init(id: String = "", contentViews: [View] = [], classes: [String] = []) {
        self.contentViews = contentViews
        super.init(id: id, classes: classes + ["scroll-view"])
    }

    /// The views inside: the refresh control, then the content views.
    open override var subviews: [View] { (refreshControl.map { [$0] } ?? []) + contentViews }

    /// Renders a focusable region (so the keyboard scrolls it) around its views.
    public override func render() -> String {
        "<div\(commonAttributes([("tabindex", "0")]))>\(subviews.map(\.html).joined())</div>"
    }
}

/// A control that asks for what a box shows to be fetched again (UIKit's `UIRefreshControl`), shown as a button:
/// a browser has no pull gesture, and a button is one every user can reach. Tapping it starts refreshing (its title
/// says so) and sends `rx.controlEvent(.valueChanged)`; taps while refreshing are ignored; `endRefreshing()` (or
/// `rx.isRefreshing`) ends it.
open class RefreshControl: View {
    /// The events a refresh control sends.
    public enum Event: Sendable {
        /// The user asked for a refresh.
        case valueChanged
    }

    /// Whether a refresh is under way; its title says so.
    public private(set) var isRefreshing = false {
        didSet { if isRefreshing != oldValue { emit(.text(id: id, value: currentTitle)) } }
    }
    /// The button's text (nil: BinderyWeb's "Refresh" in the screen's language); UIKit's `attributedTitle`.
    public var title: String? {
        didSet { if title != oldValue { emit(.text(id: id, value: currentTitle)) } }
    }
    let refreshes = PublishRelay<Void>()

    /// Creates a refresh control with the DOM id `id` (none: named after the property that holds it).
    public init(id: String = "", title: String? = nil, classes: [String] = []) {
        self.title = title
        super.init(id: id, classes: classes + ["refresh-control"])
    }

    /// Shows that a refresh is under way (UIKit's `beginRefreshing()`); sends no event.
    public func beginRefreshing() { isRefreshing = true }
    /// Shows that the refresh is over (UIKit's `endRefreshing()`).
    public func endRefreshing() { isRefreshing = false }

    /// The text on show: the title, or "Refreshing…" while refreshing.
    private var currentTitle: String {
        let strings = BinderyText.strings(in: owner?.language ?? BinderyText.localization.fallback)
        return isRefreshing ? strings.text(BinderyText.refreshing) : title ?? strings.text(BinderyText.refresh)
    }

    /// Renders `<button type="button">` with its title.
    public override func render() -> String {
        "<button type=\"button\"\(commonAttributes([(WireProtocol.Attribute.tap.rawValue, "")]))>\(HTML.escape(currentTitle))</button>"
    }

    /// A tap starts a refresh, unless one is under way.
    public override func handle(_ event: ClientMessage.EventName, value: String?) -> ProtocolError? {
        guard event == .tap else { return super.handle(event, value: value) }
        guard !isRefreshing else { return nil }
        isRefreshing = true
        refreshes.accept(())
        return nil
    }
}

extension Reactive where Base: RefreshControl {
    /// The user asked for a refresh (UIKit's `.valueChanged`), RxCocoa's `rx.controlEvent(.valueChanged)`.
    public func controlEvent(_ event: RefreshControl.Event) -> ControlEvent<Void> { ControlEvent(events: base.refreshes) }
    /// Starts or ends the refresh on show (RxCocoa's `refreshControl.rx.isRefreshing`).
    public var isRefreshing: Binder<Bool> {
        Binder(base) { control, refreshing in refreshing ? control.beginRefreshing() : control.endRefreshing() }
    }
}
