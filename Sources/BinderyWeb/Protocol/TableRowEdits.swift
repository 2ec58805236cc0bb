/// What turns the rows a table showed into its new ones, when that is a few rows: the ids of the rows that went, and
/// the rows that are new or changed, each with its place in the new list (UIKit's `insertRows(at:)`,
/// `deleteRows(at:)` and `reloadRows(at:)` worked out from the two lists).
///
/// A table sends these in place of all its rows (`Patch.rowEdits`), so a list that grows by one — a chat's message,
/// a feed's item, a to-do added — costs the page one row, not the whole list again: without them a chat of 300
/// messages sent all 300 to every tab for each new one. The rows kept must stay in the same order (a sort that moves
/// them sends the whole list).
public struct TableRowEdits: Equatable, Sendable {
    /// The ids of the rows no longer listed, removed first.
    public var removed: [String]
    /// The rows added or changed, in ascending order of their place: each is put (or moved, when its id is already
    /// shown) at its index in the new list, after the rows before it are in place.
    public var placed: [PlacedRow]

    /// A row and its index in the new list.
    public struct PlacedRow: Equatable, Sendable {
        public var index: Int
        public var row: TableRow

        public init(index: Int, row: TableRow) {
            self.index = index
            self.row = row
        }
    }

    public init(removed: [String], placed: [PlacedRow]) {
        self.removed = removed
        self.placed = placed
    }

    /// The edits that turn `old` into `new`, or nil when the whole list is the better patch: either list empty, a row
    /// id listed twice, rows kept in another order, or more than half the new rows to send.
    public static func between(_ old: [TableRow], _ new: [TableRow]) -> TableRowEdits? {
        guard !old.isEmpty, !new.isEmpty,
              let changes = KeyedListChanges(from: old, to: new, key: \.id, isUnchanged: ==) else { return nil }
        let placed = changes.entries.enumerated().compactMap { index, entry in
            entry.change == .unchanged ? nil : PlacedRow(index: index, row: entry.element)
        }
        guard placed.count * 2 <= new.count else { return nil }
        return TableRowEdits(removed: changes.removedKeys, placed: placed)
    }
}
