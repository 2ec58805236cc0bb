import Bindery

/// A row of a table in an app's own design (UIKit's `UITableViewCell`): subclass it, hold its labels and images in
/// stored properties (they are shown in declaration order, and named after those properties), or describe its own
/// layout in `makeElement()` (see *Defining a control of your own*). A table makes and reuses its cells
/// (`rx.items(cellIdentifier:cellType:)`): a cell still on show is configured again and patched, never redrawn.
///
/// ```swift
/// final class MemberCell: TableViewCell {
///     let avatarView = ImageView()
///     let nameLabel = Label(tag: "span")
/// }
/// members.drive(tableView.rx.items(cellIdentifier: "Member", cellType: MemberCell.self)) { _, member, cell in
///     cell.nameLabel.text = member.name
/// }
/// ```
///
/// A cell's views go one under another; to set them side by side, hold them in a horizontal stack and show the stack
/// (`override var subviews: [View] { [row] }`, with `private lazy var row = StackView(axis: .horizontal,
/// arrangedSubviews: [nameLabel, deleteButton])`): each keeps the name of its property.
///
/// A cell's views are named after their properties row by row, as any unnamed view is: the first row's `deleteButton`,
/// then `deleteButton-2`, `deleteButton-3`… (a number further on where the screen has the name already). A cell keeps
/// its row's place as the rows change, so a test may tap the second row's button by that id.
///
/// A control in a cell reaches the app as any other does; bind it when configuring the cell, into the cell's
/// `disposeBag`, which the table empties before it configures the cell again (`prepareForReuse()`), so a button
/// reports the row it shows now and never an earlier one:
///
/// ```swift
/// cell.deleteButton.rx.tap.map { expense.id }.bind(to: input.delete).disposed(by: cell.disposeBag)
/// ```
open class TableViewCell: View {
    /// The identifier the table made the cell for (UIKit's `reuseIdentifier`).
    public internal(set) var reuseIdentifier: String?
    /// The bag `disposeBag` offers, unless a subclass declares its own.
    var cellDisposeBag = DisposeBag()

    /// Creates a cell, as the table does for each row it needs.
    public required init() {
        super.init()
    }

    /// Called before the table configures this cell again, for the rows of a new sequence (UIKit's
    /// `prepareForReuse()`), and when the cell leaves the table; not before its first configuration. The default
    /// empties the cell's `disposeBag`, cancelling the bindings the last configuration made. Override it to reset what
    /// the cell holds of its own (a bag it declares itself, as RxCocoa cells do: `disposeBag = DisposeBag()`), calling
    /// `super`.
    open func prepareForReuse() { cellDisposeBag = DisposeBag() }
}

// Offered from a protocol extension, as a screen's bag is: a cell that declares its own `disposeBag`, as RxCocoa cells
// do, shadows this one instead of clashing with it.
extension ReactiveCompatible where Self: TableViewCell {
    /// The cell's bag for the bindings its configuration makes: emptied before each later configuration
    /// (`prepareForReuse()`) and when the cell leaves the table. A subclass that declares its own `disposeBag` uses that
    /// one instead, and empties it in its `prepareForReuse()`.
    public var disposeBag: DisposeBag {
        get { cellDisposeBag }
        nonmutating set { cellDisposeBag = newValue }
    }
}
