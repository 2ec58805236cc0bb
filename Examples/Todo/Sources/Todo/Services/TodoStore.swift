/// Keeps the list between visits, shared by every tab: the screens read it and change it only through here.
public protocol TodoStore: AnyObject, Sendable {
    /// The saved list (empty when nothing was saved yet). Throws when it cannot be read; a store that sets a broken
    /// list aside throws once and then reads as empty.
    func load() throws(TodoError) -> TodoList

    /// Reads the saved list, applies `change` and saves the result, with no other tab's change in between, and
    /// returns it. Nothing is saved when reading, `change` or saving throws.
    func update(_ change: (TodoList) throws(TodoError) -> TodoList) throws(TodoError) -> TodoList
}
