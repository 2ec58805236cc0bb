/// One change the user asks of the list.
public enum TodoCommand: Equatable, Sendable {
    /// Add an item with this title (as typed; the list trims and checks it).
    case add(String)
    /// Mark item `id` done, or not done again.
    case toggle(Int)
    /// Take item `id` off the list.
    case remove(Int)
    /// Give item `id` this many stars of priority (0: none).
    case prioritize(Int, stars: Int)
    /// Give item `id` this title (as typed; the list trims and checks it).
    case rename(Int, to: String)

    /// The list after this change, from `list`; a refused title throws.
    public func applied(to list: TodoList) throws(TodoError) -> TodoList {
        switch self {
        case let .add(title): try list.adding(title)
        case let .toggle(id): list.toggling(id)
        case let .remove(id): list.removing(id)
        case let .prioritize(id, stars): list.prioritizing(id, stars: stars)
        case let .rename(id, title): try list.renaming(id, to: title)
        }
    }
}
