/// How a list of keyed entries (a table's rows, a collection's views) became another, when the entries kept are in the
/// same order: each new entry new, the same as before, or in place of the shown entry with its key; and the keys gone.
/// What `TableRowEdits` and `CollectionEdits` are made from.
struct KeyedListChanges<Element> {
    enum Change {
        /// The entry with this key is shown as it is.
        case unchanged
        /// The entry takes the place of the one shown with its key.
        case replacesShown
        /// No entry with this key is shown.
        case new
    }

    /// Each new entry and what it is to the old list, in the new order.
    let entries: [(element: Element, change: Change)]
    /// The keys of the old entries not in the new list, in the old order.
    let removedKeys: [String]

    /// The changes from `old` to `new`, or nil when a key is listed twice in either, or the entries kept (by key) are
    /// in another order.
    init?(from old: [Element], to new: [Element], key: (Element) -> String, isUnchanged: (Element, Element) -> Bool) {
        var oldByKey: [String: (order: Int, element: Element)] = [:]
        oldByKey.reserveCapacity(old.count)
        for (order, element) in old.enumerated() {
            guard oldByKey.updateValue((order, element), forKey: key(element)) == nil else { return nil }
        }
        var newKeys = Set<String>(minimumCapacity: new.count)
        var entries: [(element: Element, change: Change)] = []
        entries.reserveCapacity(new.count)
        var lastKeptOrder = -1
        for element in new {
            let elementKey = key(element)
            guard newKeys.insert(elementKey).inserted else { return nil }
            guard let shown = oldByKey[elementKey] else {
                entries.append((element, .new))
                continue
            }
            // A kept entry before one kept earlier in the old list: the entries were reordered.
            guard shown.order > lastKeptOrder else { return nil }
            lastKeptOrder = shown.order
            entries.append((element, isUnchanged(shown.element, element) ? .unchanged : .replacesShown))
        }
        self.entries = entries
        removedKeys = old.lazy.map(key).filter { !newKeys.contains($0) }
    }
}
