@testable import BinderyWeb
import Foundation
import Testing

/// A table sends the rows that changed, not all of them: `TableRowEdits` worked out from two lists, the page's way of
/// applying them, and the patch a table emits.
@Suite struct TableRowEditsTests {
    private static func rows(_ ids: some Sequence<Int>, text: String = "") -> [TableRow] {
        ids.map { TableRow(id: String($0), cells: ["Row \($0)\(text)"]) }
    }

    /// What the page does with edits (`editRows` in bindery.js): the removed rows go, then each placed row is refilled
    /// where it is shown (it must already be at its index) or inserted at its index.
    private static func applied(_ edits: TableRowEdits, to old: [TableRow]) -> [TableRow] {
        var shown = old.filter { !edits.removed.contains($0.id) }
        for placed in edits.placed {
            if let at = shown.firstIndex(where: { $0.id == placed.row.id }) {
                #expect(at == placed.index, "row \(placed.row.id) is at \(at), placed at \(placed.index)")
                shown[at] = placed.row
            } else {
                shown.insert(placed.row, at: placed.index)
            }
        }
        return shown
    }

    @Test func aMessageAddedToALongListSendsThatMessageOnly() throws {
        let old = Self.rows(1...300)
        let new = Self.rows(1...301)
        let edits = try #require(TableRowEdits.between(old, new))
        #expect(edits == TableRowEdits(removed: [], placed: [.init(index: 300, row: new[300])]))
        #expect(Self.applied(edits, to: old) == new)
    }

    @Test func aRowAddedFirstRemovedOrChangedIsSentAlone() throws {
        let old = Self.rows(1...10)
        let prepended = Self.rows(0...10)
        #expect(TableRowEdits.between(old, prepended) == TableRowEdits(removed: [], placed: [.init(index: 0, row: prepended[0])]))
        let removed = Self.rows([1, 2, 3, 5, 6, 7, 8, 9, 10])
        #expect(TableRowEdits.between(old, removed) == TableRowEdits(removed: ["4"], placed: []))
        var changed = old
        changed[6] = TableRow(id: "7", cells: ["Row 7, edited"])
        #expect(TableRowEdits.between(old, changed) == TableRowEdits(removed: [], placed: [.init(index: 6, row: changed[6])]))
    }

    @Test func theWholeListIsSentWhenRowsMoveRepeatOrMostlyChange() {
        let old = Self.rows(1...10)
        #expect(TableRowEdits.between(old, Self.rows((1...10).reversed())) == nil, "reordered")
        #expect(TableRowEdits.between(old, Self.rows([2, 1, 3, 4, 5, 6, 7, 8, 9, 10])) == nil, "two swapped")
        #expect(TableRowEdits.between([], old) == nil, "from none")
        #expect(TableRowEdits.between(old, []) == nil, "to none")
        #expect(TableRowEdits.between(old, Self.rows([1, 2, 2, 3])) == nil, "an id twice")
        #expect(TableRowEdits.between(Self.rows([1, 1, 2]), Self.rows([1, 2])) == nil, "an id twice before")
        #expect(TableRowEdits.between(old, Self.rows(1...10, text: " now")) == nil, "every row changed")
        #expect(TableRowEdits.between(old, Self.rows(1...21)) == nil, "more new rows than kept")
        #expect(TableRowEdits.between(old, Self.rows(1...20)) != nil, "half new")
    }

    /// Random lists and random changes to them (seeded): whatever edits are sent, the page ends up with the new list.
    @Test func editsAlwaysTurnTheOldListIntoTheNewOne() {
        var generator = SeededGenerator(state: 38)
        var sentEdits = 0
        for _ in 0..<2_000 {
            let old = Self.rows((0..<Int.random(in: 0...12, using: &generator)).map { $0 * 2 })
            var new = old
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                switch Int.random(in: 0...3, using: &generator) {
                case 0 where !new.isEmpty: new.remove(at: Int.random(in: new.indices, using: &generator))
                case 1:
                    let id = Int.random(in: 0...40, using: &generator)
                    if !new.contains(where: { $0.id == String(id) }) {
                        new.insert(TableRow(id: String(id), cells: ["new"]), at: Int.random(in: 0...new.count, using: &generator))
                    }
                case 2 where !new.isEmpty: new[Int.random(in: new.indices, using: &generator)].cells = ["changed"]
                case 3 where new.count > 1: new.swapAt(0, new.count - 1)
                default: break
                }
            }
            guard let edits = TableRowEdits.between(old, new) else { continue }
            sentEdits += 1
            #expect(Self.applied(edits, to: old) == new, "\(old.map(\.id)) → \(new.map(\.id))")
        }
        #expect(sentEdits > 500)
    }

    @Test func aTableSendsEditsOnceItShowsRowsAndTheirJSONSaysWhereEachGoes() throws {
        let tester = ScreenTester({ CardsScreen() }, path: "/cards")
        let table = try #require((tester.screen as? CardsScreen)?.table)
        _ = tester.takePatches()
        var patches: [Patch] = []
        for rows in [Self.rows(1...3), Self.rows([1, 3, 4]), Self.rows([1, 3, 4]), []] {
            table.rows = rows
            tester.advance()
            patches += tester.takePatches()
        }
        #expect(patches == [
            .rows(id: "tableView", value: Self.rows(1...3)),
            .rowEdits(id: "tableView", value: TableRowEdits(removed: ["2"], placed: [.init(index: 2, row: Self.rows([4])[0])])),
            .rows(id: "tableView", value: []),
        ])
        let frame = ServerMessage.patches([patches[1]]).frame
        #expect(frame == #"{"t":"patch","p":[{"op":"rowEdits","id":"tableView","removed":["2"],"value":[{"index":2,"id":"4","cells":["Row 4"]}]}]}"#)
    }
}
