/// What turns the views a collection showed into its new ones, when that is a few: the ids of the views that went,
/// and the new views' HTML, each after the view it follows (UIKit's `insertItems(at:)` and `deleteItems(at:)`
/// worked out from the two lists).
///
/// A collection sends these in place of all its views' HTML (`Patch.contentEdits`), so a list of rows of an app's
/// own design that grows by one costs the page that row, not the whole list again. A view kept is the same object
/// with the same id, in the same order: what changed inside it reaches the page as its own controls' patches. A table
/// of cells of the app's design (`TableViewCell`) sends them too, its rows keyed by their indexes: rows added after
/// the last kept, or those past a shorter list removed.
public struct CollectionEdits: Equatable, Sendable {
    /// The ids of the views no longer shown, removed first (with their hint elements).
    public var removed: [String]
    /// The new views, in order, each put after the view it follows in the new list.
    public var inserted: [InsertedView]

    /// A new view's HTML and the id of the view it follows (nil: it comes first).
    public struct InsertedView: Equatable, Sendable {
        public var after: String?
        public var html: String

        public init(after: String?, html: String) {
            self.after = after
            self.html = html
        }
    }

    public init(removed: [String], inserted: [InsertedView]) {
        self.removed = removed
        self.inserted = inserted
    }

    /// The edits that turn `old` into `new`, or nil when the whole HTML is the better patch: either list empty, an id
    /// listed twice, views kept in another order, or more than half the new views to send.
    static func between(_ old: [View], _ new: [View]) -> CollectionEdits? {
        guard !old.isEmpty, !new.isEmpty,
              let changes = KeyedListChanges(from: old, to: new, key: \.id, isUnchanged: ===) else { return nil }
        var inserted: [InsertedView] = []
        // A view made anew with a shown view's id goes too: its element is removed before the new one is put in.
        var removed = changes.removedKeys
        var previous: String?
        for (view, change) in changes.entries {
            if change != .unchanged { inserted.append(InsertedView(after: previous, html: view.html)) }
            if change == .replacesShown { removed.append(view.id) }
            previous = view.id
        }
        guard inserted.count * 2 <= new.count else { return nil }
        return CollectionEdits(removed: removed, inserted: inserted)
    }
}
