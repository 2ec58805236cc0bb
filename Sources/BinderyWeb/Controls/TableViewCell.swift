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
open class TableViewCell: View {
    /// The identifier the table made the cell for (UIKit's `reuseIdentifier`).
    public internal(set) var reuseIdentifier: String?

    /// Creates a cell, as the table does for each row it needs.
    public required init() {
        super.init()
    }
}
