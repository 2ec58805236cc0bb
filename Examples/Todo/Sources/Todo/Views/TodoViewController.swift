import Bindery
import BinderyWeb

/// The to-do screen: a heading, the form (text field and Add), the problem line, how many are left, and the items.
public final class TodoViewController: BindingViewController<TodoViewModel> {
    private let input = TodoViewModel.Input()
    /// Taps on a row's Rename button, with its item's id: the screen asks for the new title in an alert.
    private let renameTapped = PublishRelay<Int>()
    /// The rows on show, by item id: kept while their items are, so a change costs its own row, not the list's.
    private var rows: [Int: TodoItemRow] = [:]

    private let headingLabel = Label(tag: "h1")
    /// Longer than the list accepts, so an over-long title gets the list's message instead of being cut short.
    private lazy var newItemField = TextField(placeholder: strings(TodoText.newItemPlaceholder),
                                              maxLength: TodoList.maxTitleLength * 2)
    private let addButton = Button()
    private let problemLabel = Label(classes: ["error"])
    private let statusLabel = Label(classes: ["status"])
    private let itemList = CollectionView(classes: ["todo-list"])

    /// The app's name in the screen's language.
    public override var title: String { strings(TodoText.appTitle) }

    /// Lays out the heading, the form, the problem line (hidden while there is none), the status and the list.
    public override func loadView() {
        headingLabel.text = strings(TodoText.appTitle)
        addButton.title = strings(TodoText.add)
        newItemField.accessibilityLabel = strings(TodoText.newItemLabel)
        problemLabel.isHidden = true
        add(headingLabel,
            StackView(id: "newItemForm", axis: .horizontal, arrangedSubviews: [newItemField, addButton]),
            problemLabel, statusLabel, itemList)
    }

    /// Feeds the form and the rows' buttons to the view model and shows its outputs.
    public override func bind(_ viewModel: TodoViewModel) {
        let output = viewModel.transform(input: input)
        let strings = self.strings

        output.items
            .drive(with: self) { owner, items in owner.show(items) }
            .disposed(by: disposeBag)
        output.progress
            .map { progress in
                switch progress {
                case .empty: strings(TodoText.emptyList)
                case let .remaining(open, total): strings(TodoText.remaining, open, total)
                }
            }
            .drive(statusLabel.rx.text)
            .disposed(by: disposeBag)
        // The browser's tab says how many are open, as a mail app's says how many are unread.
        output.progress
            .map { progress -> String? in
                guard case let .remaining(open, _) = progress, open > 0 else { return nil }
                return strings(TodoText.titleWithOpenItems, open)
            }
            .drive(rx.title)
            .disposed(by: disposeBag)
        output.problem
            .map { $0?.message(in: strings) }
            .drive(problemLabel.rx.text)
            .disposed(by: disposeBag)
        output.problem
            .map { $0 == nil }
            .drive(problemLabel.rx.isHidden)
            .disposed(by: disposeBag)
        output.titleCleared
            .map { "" }
            .emit(to: newItemField.rx.text)
            .disposed(by: disposeBag)

        newItemField.rx.text.orEmpty
            .bind(to: input.title)
            .disposed(by: disposeBag)
        addButton.rx.tap
            .bind(to: input.add)
            .disposed(by: disposeBag)
        newItemField.rx.editingDidEndOnExit
            .bind(to: input.add)
            .disposed(by: disposeBag)
        renameTapped
            .compactMap { [weak self] id in self?.rows[id]?.item }
            .bind(with: self) { owner, item in owner.present(owner.renamePrompt(for: item), animated: true) }
            .disposed(by: disposeBag)
    }

    /// An alert asking for `item`'s new title, its field holding the title now; Rename sends what the field holds.
    private func renamePrompt(for item: TodoItem) -> AlertController {
        let alert = AlertController(title: strings(TodoText.renameTitle, item.title), message: nil, preferredStyle: .alert)
        alert.addTextField { [strings] field in
            field.placeholder = strings(TodoText.newItemLabel)
            field.text = item.title
        }
        alert.addAction(AlertAction(title: strings(TodoText.cancel), style: .cancel))
        alert.addAction(AlertAction(title: strings(TodoText.rename)) { [input, unowned alert] _ in
            input.rename.accept((id: item.id, title: alert.textFields?.first?.text ?? item.title))
        })
        return alert
    }

    /// Shows one row per item, reusing the row of each item already on show (patched if the item changed) and
    /// making rows only for new items; the list is given new views only when which items it holds changed, and then
    /// sends the page only the rows that came and the ids of those that went (`CollectionEdits`).
    private func show(_ items: [TodoItem]) {
        var shown: [Int: TodoItemRow] = [:]
        let views = items.map { item -> View in
            let row = rows[item.id] ?? TodoItemRow(item: item, strings: strings, toggle: input.toggle, rename: renameTapped,
                                                    remove: input.remove, prioritize: input.prioritize)
            row.show(item)
            shown[item.id] = row
            return row.view
        }
        rows = shown
        if views.map(\.id) != itemList.items.map(\.id) { itemList.items = views }
    }
}
