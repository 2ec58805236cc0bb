/// One thing to do: its title, whether it is done, and its priority.
public struct TodoItem: Codable, Equatable, Sendable, Identifiable {
    /// Unique in its list and never reused, so a tap on an item another tab removed finds nothing.
    public var id: Int
    /// What to do, trimmed, 1 to `TodoList.maxTitleLength` characters.
    public var title: String
    /// Whether it is done (shown struck through).
    public var isDone: Bool
    /// How much it matters, 0 (not rated) to `TodoItem.maxPriority` stars.
    public var priority: Int

    /// The most stars an item's priority has.
    public static let maxPriority = 3

    /// Creates an item.
    public init(id: Int, title: String, isDone: Bool = false, priority: Int = 0) {
        self.id = id
        self.title = title
        self.isDone = isDone
        self.priority = priority
    }

    /// Reads a saved item; one saved before items had priorities has none (0).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(Int.self, forKey: .id), title: try container.decode(String.self, forKey: .title),
                  isDone: try container.decode(Bool.self, forKey: .isDone),
                  priority: min(max(0, try container.decodeIfPresent(Int.self, forKey: .priority) ?? 0), Self.maxPriority))
    }
}
