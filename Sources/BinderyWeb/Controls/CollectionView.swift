/// A container whose views change while the screen is on show (cards for a list fetched from a service).
///
/// Setting `items` registers the new views by id, so their events reach them, and sends the page their
/// HTML as the views render it (escaped by them, as a whole screen is): no text is ever sent as markup.
open class CollectionView: View {
    /// The views on show, in order; setting them registers their ids and sends the page the new views' HTML and the
    /// ids of those gone when they are a few (`CollectionEdits`), else every view's HTML.
    public var items: [View] = [] {
        didSet {
            // Only the views that came and went are registered or let go: a kept view is registered already.
            let kept = Set(oldValue.lazy.map(ObjectIdentifier.init)).intersection(items.lazy.map(ObjectIdentifier.init))
            owner?.replaceRegistered(oldValue.filter { !kept.contains(ObjectIdentifier($0)) },
                                     with: items.filter { !kept.contains(ObjectIdentifier($0)) })
            guard let edits = CollectionEdits.between(oldValue, items) else { return emit(.content(id: id, html: itemsHTML)) }
            if !edits.removed.isEmpty || !edits.inserted.isEmpty { emit(.contentEdits(id: id, value: edits)) }
        }
    }

    /// The HTML element used (`div`, `ul`, `section`...).
    public let tag: String

    /// Creates an empty collection with the DOM id `id` (none: named after the screen's property that holds it),
    /// rendered as a `tag` element.
    public init(id: String = "", tag: String = "div", classes: [String] = []) {
        self.tag = HTML.isElementName(tag) ? tag : "div"
        super.init(id: id, classes: classes)
        if self.tag != tag { mistakes.append("a collection's tag must be an element name (div, ul, section…), not \"\(tag)\"; it is shown as div.") }
    }

    /// The views inside: `items`.
    public override var subviews: [View] { items }

    /// Renders the element around its views.
    public override func render() -> String {
        "<\(tag)\(commonAttributes())>\(itemsHTML)</\(tag)>"
    }

    private var itemsHTML: String { items.map(\.html).joined() }
}

extension Reactive where Base: CollectionView {
    /// Replaces the views on show; their events reach them once they are on show.
    public var items: Binder<[View]> { Binder(base) { collection, items in collection.items = items } }
}
