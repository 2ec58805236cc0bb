import BinderyWeb

/// The result links a tab's search has shown, kept in the tab's values: the detail screen frames only these.
enum ShownResultLinks {
    /// Where the links live in `SessionValues`.
    static let key = SessionKey<Set<String>>("search.shownResultLinks")
    /// The most links remembered per tab; past it the oldest searches' links are forgotten first.
    static let capacity = 1_000
    private static let orderKey = SessionKey<[String]>("search.shownResultLinks.order")

    /// Remembers `links` as shown in the tab whose values are `values`.
    static func record(_ links: [String], in values: SessionValues) {
        var order = values[orderKey] ?? []
        var shown = values[key] ?? []
        for link in links where shown.insert(link).inserted { order.append(link) }
        if order.count > capacity {
            for link in order.prefix(order.count - capacity) { shown.remove(link) }
            order.removeFirst(order.count - capacity)
        }
        values[orderKey] = order
        values[key] = shown
    }

    /// The links shown in the tab whose values are `values`.
    static func shown(in values: SessionValues) -> Set<String> { values[key] ?? [] }
}
