import Foundation

/// The items in the order they were added, and the id the next one gets; what the store saves.
public struct TodoList: Codable, Equatable, Sendable {
    /// The longest title accepted, in characters.
    public static let maxTitleLength = 80
    /// The most items the list holds; every tab shares it, so an add past it is refused rather than making each
    /// change and each page cost more for everyone.
    public static let maxItems = 200

    /// The items, oldest first.
    public private(set) var items: [TodoItem]
    /// The id the next added item gets: one more than any id ever given, so ids are never reused.
    public private(set) var nextID: Int

    /// A list of `items`; `nextID` defaults to one more than their largest id.
    public init(items: [TodoItem] = [], nextID: Int? = nil) {
        self.items = items
        self.nextID = nextID ?? (items.map(\.id).max() ?? 0) + 1
    }

    /// Reads a saved list; a `nextID` at or below an item's id (a hand-edited file) is raised past them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let items = try container.decode([TodoItem].self, forKey: .items)
        let nextID = try container.decode(Int.self, forKey: .nextID)
        self.init(items: items, nextID: max(nextID, (items.map(\.id).max() ?? 0) + 1))
    }

    /// How many items are not done yet, or that there are none at all.
    public var progress: TodoProgress {
        items.isEmpty ? .empty : .remaining(open: items.count(where: { !$0.isDone }), total: items.count)
    }

    /// This list with an item titled `title` (trimmed) at the end; refuses any title when the list holds
    /// `maxItems`, an empty title, one over `maxTitleLength` characters, and one already on the list ignoring case.
    public func adding(_ title: String) throws(TodoError) -> TodoList {
        guard items.count < Self.maxItems else { throw .listFull(limit: Self.maxItems) }
        let trimmed = try checked(title, except: nil)
        var list = self
        list.items.append(TodoItem(id: nextID, title: trimmed))
        list.nextID += 1
        return list
    }

    /// This list with item `id` titled `title` (trimmed), refused as an add's title is (another item's title, ignoring
    /// case, but its own in other letters is fine); unchanged when no item has that id.
    public func renaming(_ id: Int, to title: String) throws(TodoError) -> TodoList {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return self }
        var list = self
        list.items[index].title = try checked(title, except: id)
        return list
    }

    /// `title` trimmed, or why the list refuses it: empty, over `maxTitleLength`, or the title of an item other than
    /// `except`, ignoring case.
    private func checked(_ title: String, except id: Int?) throws(TodoError) -> String {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .emptyTitle }
        guard trimmed.count <= Self.maxTitleLength else {
            throw .titleTooLong(length: trimmed.count, limit: Self.maxTitleLength)
        }
        if let existing = items.first(where: { $0.id != id && $0.title.caseInsensitiveCompare(trimmed) == .orderedSame }) {
            throw .duplicateTitle(existing.title)
        }
        return trimmed
    }

    /// This list with item `id` done if it was not, and not done if it was; unchanged when no item has that id.
    public func toggling(_ id: Int) -> TodoList {
        var list = self
        if let index = list.items.firstIndex(where: { $0.id == id }) { list.items[index].isDone.toggle() }
        return list
    }

    /// This list with item `id` given `stars` of priority (kept within 0 and `TodoItem.maxPriority`); unchanged when
    /// no item has that id.
    public func prioritizing(_ id: Int, stars: Int) -> TodoList {
        var list = self
        if let index = list.items.firstIndex(where: { $0.id == id }) {
            list.items[index].priority = min(max(0, stars), TodoItem.maxPriority)
        }
        return list
    }

    /// This list without item `id`; unchanged when no item has that id.
    public func removing(_ id: Int) -> TodoList {
        var list = self
        list.items.removeAll { $0.id == id }
        return list
    }
}
