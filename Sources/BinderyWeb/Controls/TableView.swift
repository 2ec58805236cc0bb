import Bindery
import Foundation

/// A table of rows (cells shown as text, an optional image each, or cells of an app's own design,
/// `TableViewCell`); tapping a row selects it.
open class TableView: View {
    /// The rows on show; setting them sends the page what changed: the rows added, changed and removed when they are
    /// a few (`TableRowEdits`), else every row.
    public var rows: [TableRow] = [] {
        didSet {
            guard rows != oldValue else { return }
            emit(TableRowEdits.between(oldValue, rows).map { .rowEdits(id: id, value: $0) } ?? .rows(id: id, value: rows))
        }
    }

    /// The column headers, shown as text in a `<thead>`; none when empty. A header left empty (`""`, over a column of
    /// images) is an empty cell rather than a header cell, which assistive technology would read as a nameless column.
    public let headers: [String]
    let selections = PublishRelay<TableRow>()
    /// The cells on show, when the rows are cells of the app's design (`rx.items(cellIdentifier:cellType:)`).
    public private(set) var visibleCells: [TableViewCell] = []
    /// The element each row shows, in order: the rows, or the models the cells were configured with.
    private var models: [Any] = []
    let modelSelections = PublishRelay<Any>()

    /// Creates an empty table with the DOM id `id` (none: named after the screen's property that holds it) and these
    /// column headers.
    public init(id: String = "", headers: [String] = [], classes: [String] = []) {
        self.headers = headers
        super.init(id: id, classes: classes)
    }

    /// The views inside: the cells on show.
    open override var subviews: [View] { visibleCells }

    /// Renders `<table>` with its current rows.
    public override func render() -> String {
        "<table\(commonAttributes())>\(bodyHTML)</table>"
    }

    /// The table's head and body, with its rows or its cells (each in a row of one cell, keyed by its index).
    private var bodyHTML: String {
        let headerCells = headers.map { header in
            header.trimmingCharacters(in: .whitespaces).isEmpty ? "<td></td>" : "<th>\(HTML.escape(header))</th>"
        }
        let head = headers.isEmpty ? "" : "<thead><tr>\(headerCells.joined())</tr></thead>"
        guard visibleCells.isEmpty else {
            let body = visibleCells.enumerated().map { index, cell in Self.cellRowHTML(index, cell) }.joined()
            return "\(head)<tbody>\(body)</tbody>"
        }
        let body = rows.map { row -> String in
            let image = row.image.map { "<td><img src=\"\(HTML.escape($0))\" alt=\"\(HTML.escape(row.imageAlt))\" loading=\"lazy\"></td>" } ?? ""
            let cells = row.styledCells.map { $0.map { "<td>\(TextRun.html($0))</td>" }.joined() }
                ?? row.cells.map { "<td>\(HTML.escape($0))</td>" }.joined()
            return "<tr \(WireProtocol.Attribute.row.rawValue)=\"\(HTML.escape(row.id))\" tabindex=\"0\">\(image)\(cells)</tr>"
        }.joined()
        return "\(head)<tbody>\(body)</tbody>"
    }

    /// Shows one cell per element: the cells already on show are prepared for reuse and configured again (their
    /// changes patch the page), new ones are made (`Cell()`), configured, and sent as rows after the last kept; the
    /// rows past a shorter list go.
    func showCells<Element, Cell: TableViewCell>(_ elements: [Element], identifier: String,
                                                 configure: (Int, Element, Cell) -> Void) {
        let kept = visibleCells.count(where: { $0 is Cell }) == visibleCells.count ? visibleCells.compactMap { $0 as? Cell } : []
        var cells = Array(kept.prefix(elements.count))
        while cells.count < elements.count {
            let cell = Cell()
            cell.reuseIdentifier = identifier
            cells.append(cell)
        }
        let added = cells.dropFirst(kept.count)
        for (index, element) in elements.enumerated() where index >= kept.count { configure(index, element, cells[index]) }
        let removed = visibleCells.filter { old in !cells.contains { $0 === old } }
        visibleCells = cells
        models = elements
        for cell in added { cell.superview = self }
        owner?.replaceRegistered(removed, with: Array(added))
        // A cell leaving the table lets its bindings go (one that holds the cell itself would otherwise keep it).
        for cell in removed { cell.prepareForReuse() }
        for (index, element) in elements.enumerated().prefix(kept.count) {
            cells[index].prepareForReuse()
            configure(index, element, cells[index])
        }
        guard !added.isEmpty || !removed.isEmpty else { return }
        emit(Self.cellEdits(from: kept.count, to: cells).map { .contentEdits(id: id, value: $0) }
            ?? .content(id: id, html: bodyHTML))
    }

    /// A row of a cell of the app's design, keyed by its index (cells are reused by position).
    private static func cellRowHTML(_ index: Int, _ cell: TableViewCell) -> String {
        "<tr \(WireProtocol.Attribute.row.rawValue)=\"\(index)\" tabindex=\"0\"><td>\(cell.html)</td></tr>"
    }

    /// The rows to add or remove when the `shown` cells on show (reused by position) became `cells`: the rows past the
    /// new count go, or new ones follow the last kept (`CollectionEdits`, keyed by the rows' indexes); nil when the
    /// whole body is the better patch (no row kept, none left, or more than half of them new).
    private static func cellEdits(from shown: Int, to cells: [TableViewCell]) -> CollectionEdits? {
        let kept = min(shown, cells.count)
        guard kept > 0, (cells.count - kept) * 2 <= cells.count else { return nil }
        return CollectionEdits(
            removed: (kept..<shown).map(String.init),
            inserted: (kept..<cells.count).map { CollectionEdits.InsertedView(after: String($0 - 1), html: cellRowHTML($0, cells[$0])) }
        )
    }

    /// Accepts a row selection; an id that is not on show is refused.
    public override func handle(_ event: ClientMessage.EventName, value: String?) -> ProtocolError? {
        guard event == .select || event == .tap else { return super.handle(event, value: value) }
        if !visibleCells.isEmpty {
            guard let index = value.flatMap(Int.init), models.indices.contains(index) else {
                return ProtocolError(.unknownId, "\(id) has no row \"\(value ?? "")\".")
            }
            modelSelections.accept(models[index])
            return nil
        }
        guard let rowID = value, let row = rows.first(where: { $0.id == rowID }) else {
            return ProtocolError(.unknownId, "\(id) has no row \"\(value ?? "")\".")
        }
        selections.accept(row)
        modelSelections.accept(row)
        return nil
    }
}

extension Reactive where Base: TableView {
    /// Replaces the rows (RxCocoa's `tableView.rx.items`).
    public var items: Binder<[TableRow]> { Binder(base) { table, rows in table.rows = rows } }
    /// The row the user selected (RxCocoa's `tableView.rx.modelSelected`).
    public var itemSelected: ControlEvent<TableRow> { ControlEvent(events: base.selections) }

    /// Shows a cell of `cellType` per element of each sequence `source` sends, configured by the curried closure with
    /// the row's index, its element and its cell (RxCocoa's `rx.items(cellIdentifier:cellType:)`):
    /// `items.drive(tableView.rx.items(cellIdentifier: "Member", cellType: MemberCell.self)) { row, member, cell in … }`.
    /// Cells are reused: a new sequence configures the cells on show again, and makes cells only for added rows.
    public func items<Source: Publisher, Cell: TableViewCell>(cellIdentifier: String, cellType: Cell.Type = Cell.self)
        -> (Source) -> (@escaping (Int, Source.Output.Element, Cell) -> Void) -> AnyCancellable
        where Source.Output: Sequence, Source.Failure == Never {
        let table = base
        return { source in
            { configure in
                source.bind { [weak table] elements in
                    table?.showCells(Array(elements), identifier: cellIdentifier, configure: configure)
                }
            }
        }
    }

    /// The element of the row the user selected, as it was given to the table (RxCocoa's `modelSelected(_:)`): a
    /// `TableRow`, or the element a cell was configured with; a selection of another type is not sent.
    public func modelSelected<Model>(_ type: Model.Type) -> ControlEvent<Model> {
        ControlEvent(events: base.modelSelections.compactMap { $0 as? Model })
    }
}
