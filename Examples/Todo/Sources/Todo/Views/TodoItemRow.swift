import Bindery
import BinderyWeb

/// One item's row on the list: its title (struck through when done), its priority (a `StarRating`), then its Done or
/// Undo button, its Rename and its Remove buttons, with ids that carry the item's id (`itemTitle-3`, `priority-3`,
/// `toggle-3`, `rename-3`, `remove-3`). A row stays on show while its
/// item does: a change to the item patches it, and another item's add or removal leaves it as it is.
final class TodoItemRow {
    /// The row itself.
    let view: StackView
    /// The item as the row shows it.
    private(set) var item: TodoItem
    private let titleLabel: Label
    private let toggleButton: Button
    private let priorityRating: StarRating
    private let strings: StringsTable
    /// The subscriptions of the row's buttons, released with the row.
    private let disposeBag = DisposeBag()

    /// The row for `item`, its buttons titled from `strings`, their taps sent to `toggle`, `rename` and `remove` with
    /// the item's id.
    init(item: TodoItem, strings: StringsTable, toggle: PublishRelay<Int>, rename: PublishRelay<Int>,
         remove: PublishRelay<Int>, prioritize: PublishRelay<(id: Int, stars: Int)>) {
        self.item = item
        self.strings = strings
        titleLabel = Label(id: "itemTitle-\(item.id)", text: item.title, tag: "span", classes: Self.titleClasses(item))
        toggleButton = Button(id: "toggle-\(item.id)", title: Self.toggleTitle(item, strings))
        let renameButton = Button(id: "rename-\(item.id)", title: strings(TodoText.rename), classes: ["secondary"])
        let removeButton = Button(id: "remove-\(item.id)", title: strings(TodoText.remove), classes: ["secondary"])
        priorityRating = StarRating(id: "priority-\(item.id)", rating: item.priority, maximum: TodoItem.maxPriority,
                                    starName: { strings(TodoText.stars, $0, TodoItem.maxPriority) })
        priorityRating.accessibilityLabel = strings(TodoText.priority, item.title)
        view = StackView(id: "item-\(item.id)", axis: .horizontal,
                         arrangedSubviews: [titleLabel, priorityRating, toggleButton, renameButton, removeButton],
                         classes: ["todo-item"])
        let id = item.id
        priorityRating.rx.rating.changed.map { (id: id, stars: $0) }.bind(to: prioritize).disposed(by: disposeBag)
        toggleButton.rx.tap.map { id }.bind(to: toggle).disposed(by: disposeBag)
        renameButton.rx.tap.map { id }.bind(to: rename).disposed(by: disposeBag)
        removeButton.rx.tap.map { id }.bind(to: remove).disposed(by: disposeBag)
    }

    /// Shows `changed` (the same item, done or open, or retitled): only what differs is patched.
    func show(_ changed: TodoItem) {
        guard changed != item else { return }
        item = changed
        titleLabel.text = changed.title
        titleLabel.classes = Self.titleClasses(changed)
        toggleButton.title = Self.toggleTitle(changed, strings)
        priorityRating.rating = changed.priority
        priorityRating.accessibilityLabel = strings(TodoText.priority, changed.title)
    }

    private static func titleClasses(_ item: TodoItem) -> [String] { item.isDone ? ["item-title", "done"] : ["item-title"] }

    private static func toggleTitle(_ item: TodoItem, _ strings: StringsTable) -> String {
        item.isDone ? strings(TodoText.markOpen) : strings(TodoText.markDone)
    }
}
