import Bindery
import Foundation

/// A table of rows (cells shown as text, an optional image each); tapping a row selects it.
open class TableView: View {
    /// The rows on show; setting them sends the page the new rows.
    public var rows: [TableRow] = [] {
        didSet { if rows != oldValue { emit(.rows(id: id, value: rows)) } }
    }

    /// The column headers, shown as text in a `<thead>`; none when empty. A header left empty (`""`, over a column of
    /// images) is an empty cell rather than a header cell, which assistive technology would read as a nameless column.
    public let headers: [String]
    let selections = PublishRelay<TableRow>()

    /// Creates an empty table with the DOM id `id` (none: named after the screen's property that holds it) and these
    /// column headers.
    public init(id: String = "", headers: [String] = [], classes: [String] = []) {
        self.headers = headers
        super.init(id: id, classes: classes)
    }

    /// Renders `<table>` with its current rows.
    public override func render() -> String {
        let headerCells = headers.map { header in
            header.trimmingCharacters(in: .whitespaces).isEmpty ? "<td></td>" : "<th>\(HTML.escape(header))</th>"
        }
        let head = headers.isEmpty ? "" : "<thead><tr>\(headerCells.joined())</tr></thead>"
        let body = rows.map { row -> String in
            let image = row.image.map { "<td><img src=\"\(HTML.escape($0))\" alt=\"\(HTML.escape(row.imageAlt))\" loading=\"lazy\"></td>" } ?? ""
            let cells = row.styledCells.map { $0.map { "<td>\(TextRun.html($0))</td>" }.joined() }
                ?? row.cells.map { "<td>\(HTML.escape($0))</td>" }.joined()
            return "<tr \(WireProtocol.Attribute.row.rawValue)=\"\(HTML.escape(row.id))\" tabindex=\"0\">\(image)\(cells)</tr>"
        }.joined()
        return "<table\(commonAttributes())>\(head)<tbody>\(body)</tbody></table>"
    }

    /// Accepts a row selection; an id that is not on show is refused.
    public override func handle(_ event: ClientMessage.EventName, value: String?) -> ProtocolError? {
        guard event == .select || event == .tap else { return super.handle(event, value: value) }
        guard let rowID = value, let row = rows.first(where: { $0.id == rowID }) else {
            return ProtocolError(.unknownId, "\(id) has no row \"\(value ?? "")\".")
        }
        selections.accept(row)
        return nil
    }
}

extension Reactive where Base: TableView {
    /// Replaces the rows (RxCocoa's `tableView.rx.items`).
    public var items: Binder<[TableRow]> { Binder(base) { table, rows in table.rows = rows } }
    /// The row the user selected (RxCocoa's `tableView.rx.modelSelected`).
    public var itemSelected: ControlEvent<TableRow> { ControlEvent(events: base.selections) }
}
