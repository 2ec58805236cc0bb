/// One thing to do: its title and whether it is done.
public struct TodoItem: Codable, Equatable, Sendable, Identifiable {
    /// Unique in its list and never reused, so a tap on an item another tab removed finds nothing.
    public var id: Int
    /// What to do, trimmed, 1 to `TodoList.maxTitleLength` characters.
    public var title: String
    /// Whether it is done (shown struck through).
    public var isDone: Bool

    /// Creates an item.
    public init(id: Int, title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }
}
