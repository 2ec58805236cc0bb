import BinderyWeb

/// One item's row on the list: its title (struck through when done), then its Done or Undo button and its Remove
/// button, with ids that carry the item's id (`itemTitle-3`, `toggle-3`, `remove-3`).
struct TodoItemRow {
    /// The row itself.
    let view: StackView
    /// Marks the item done, or open again.
    let toggleButton: Button
    /// Takes the item off the list.
    let removeButton: Button

    /// The row for `item`, its buttons titled from `strings`.
    init(item: TodoItem, strings: StringsTable) {
        let title = Label(id: "itemTitle-\(item.id)", text: item.title, tag: "span",
                          classes: item.isDone ? ["item-title", "done"] : ["item-title"])
        toggleButton = Button(id: "toggle-\(item.id)", title: item.isDone ? strings(.markOpen) : strings(.markDone))
        removeButton = Button(id: "remove-\(item.id)", title: strings(.remove), classes: ["secondary"])
        view = StackView(id: "item-\(item.id)", axis: .horizontal, arrangedSubviews: [title, toggleButton, removeButton],
                         classes: ["todo-item"])
    }
}
