/// One change to the page, sent from the server to the browser.
public enum Patch: Equatable, Sendable {
    /// Set an element's text (applied with `textContent`).
    case text(id: String, value: String)
    /// Set a text field's value.
    case value(id: String, value: String)
    /// Enable or disable a control (the `disabled` attribute).
    case enabled(id: String, value: Bool)
    /// Show or hide an element (the `hidden` attribute).
    case hidden(id: String, value: Bool)
    /// Replace an element's classes.
    case classes(id: String, value: [String])
    /// Set an image's or frame's source URL (nil clears it).
    case src(id: String, value: String?)
    /// Replace a table's rows.
    case rows(id: String, value: [TableRow])
    /// Remove some of a table's rows and put others in place, leaving the rest as they are (`TableRowEdits`).
    case rowEdits(id: String, value: TableRowEdits)
    /// Replace a container's children with HTML its controls rendered (escaped by them, as a screen is).
    case content(id: String, html: String)
    /// Remove some of a container's views and put new ones in, leaving the rest as they are (`CollectionEdits`).
    case contentEdits(id: String, value: CollectionEdits)
    /// Set (nil: remove) one of the accessibility attributes (`AccessibilityAttribute`: `aria-label`, `role`, `alt`…).
    case attribute(id: String, name: AccessibilityAttribute, value: String?)
    /// Set (nil: remove) an element's accessibility hint: the text of its hidden `<id>-hint` element, which its
    /// `aria-describedby` names.
    case hint(id: String, value: String?)
    /// Show an alert with this message.
    case alert(message: String)
    /// Set the page's title (the screen on show's, `ViewController.setTitle(_:)`).
    case title(value: String)
    /// Check (`true`) or uncheck a checkbox or switch.
    case checked(id: String, value: Bool)
    /// Choose the option at `index` of a list or a radio group (-1: none).
    case selected(id: String, index: Int)
    /// Open the dialog `id`, whose HTML its controls rendered (a presented screen or an alert controller), modally.
    case present(id: String, html: String)
    /// Close and remove the dialog `id`.
    case dismiss(id: String)
    /// Replace an element with HTML its control rendered (escaped by it, as a screen is): a control whose range, mode
    /// or options changed, or a control of an app's own, redrawn.
    case replace(id: String, html: String)

    /// The element the patch applies to, if any.
    public var id: String? {
        switch self {
        case .text(let id, _), .value(let id, _), .enabled(let id, _), .hidden(let id, _),
             .classes(let id, _), .src(let id, _), .rows(let id, _), .rowEdits(let id, _), .content(let id, _),
             .contentEdits(let id, _), .attribute(let id, _, _),
             .hint(let id, _), .checked(let id, _), .selected(let id, _),
             .present(let id, _), .dismiss(let id), .replace(let id, _):
            return id
        case .alert, .title:
            return nil
        }
    }

    /// Whether this is an alert: a one-shot message, part of no control's state and so of no rendered screen.
    public var isAlert: Bool {
        if case .alert = self { return true }
        return false
    }

    /// Writes the patch as a JSON object: its operation, the element's id and the new value.
    func write(to json: inout JSONWriter) {
        json.object { json in
            switch self {
            case .text(let id, let value): json.header(.text, id); json.key(.value); json.value(value)
            case .value(let id, let value): json.header(.value, id); json.key(.value); json.value(value)
            case .enabled(let id, let value): json.header(.enabled, id); json.key(.value); json.value(value)
            case .hidden(let id, let value): json.header(.hidden, id); json.key(.value); json.value(value)
            case .classes(let id, let value): json.header(.classes, id); json.key(.value); json.value(value)
            case .src(let id, let value): json.header(.source, id); json.key(.value); json.value(value)
            case .rows(let id, let value):
                json.header(.rows, id)
                json.key(.value)
                json.array(value) { json, row in row.write(to: &json) }
            case .rowEdits(let id, let edits):
                json.header(.rowEdits, id)
                json.key(.removed); json.value(edits.removed)
                json.key(.value)
                json.array(edits.placed) { json, placed in placed.row.write(to: &json, index: placed.index) }
            case .content(let id, let html): json.header(.content, id); json.key(.value); json.value(html)
            case .contentEdits(let id, let edits):
                json.header(.contentEdits, id)
                json.key(.removed); json.value(edits.removed)
                json.key(.value)
                json.array(edits.inserted) { json, view in
                    json.object { json in
                        json.key(.after); json.value(view.after)
                        json.member(.html, view.html)
                    }
                }
            case .attribute(let id, let name, let value):
                json.header(.attribute, id)
                json.member(.name, name)
                json.key(.value); json.value(value)
            case .hint(let id, let value): json.header(.hint, id); json.key(.value); json.value(value)
            case .alert(let message): json.header(.alert, nil); json.key(.value); json.value(message)
            case .title(let value): json.header(.title, nil); json.key(.value); json.value(value)
            case .checked(let id, let value): json.header(.checked, id); json.key(.value); json.value(value)
            case .selected(let id, let index): json.header(.selected, id); json.key(.value); json.value(index)
            case .present(let id, let html): json.header(.present, id); json.key(.value); json.value(html)
            case .dismiss(let id): json.header(.dismiss, id)
            case .replace(let id, let html): json.header(.replace, id); json.key(.value); json.value(html)
            }
        }
    }
}

private extension JSONWriter {
    /// Writes a patch's operation and, when it has one, its element's id.
    mutating func header(_ operation: WireProtocol.PatchOperation, _ id: String?) {
        member(.operation, operation)
        if let id { member(.id, id) }
    }
}

/// One row of a table: its cells' texts (or text runs with emphasis), and an optional image.
public struct TableRow: Equatable, Sendable {
    /// The row's identifier, sent back when the row is tapped.
    public var id: String
    /// The cells' texts in column order, shown as text; the plain texts of `styledCells` when those are set.
    public var cells: [String]
    /// An image URL shown at the start of the row.
    public var image: String?
    /// The cells as text runs, when some text is emphasised (`cells` then holds their plain texts).
    public var styledCells: [[TextRun]]?
    /// The image's text alternative (what it shows, e.g. "Loading avatar"); empty for a decorative image.
    public var imageAlt: String

    /// Creates a row of plain-text cells; `id` is sent back when the row is selected.
    public init(id: String, cells: [String], image: String? = nil, imageAlt: String = "") {
        self.id = id
        self.cells = cells
        self.image = image
        self.imageAlt = imageAlt
    }

    /// Creates a row whose cells are text runs, some of them emphasised.
    public init(id: String, styledCells: [[TextRun]], image: String? = nil) {
        self.init(id: id, cells: styledCells.map(TextRun.plainText), image: image)
        self.styledCells = styledCells
    }

    /// Writes the row as a JSON object; the image, runs and alternative text only when present, and its place in the
    /// table (`index`) when it is one of `TableRowEdits`' rows.
    func write(to json: inout JSONWriter, index: Int? = nil) {
        json.object { json in
            if let index { json.key(.index); json.value(index) }
            json.member(.id, id)
            json.key(.cells); json.value(cells)
            if let image { json.member(.image, image) }
            if let styledCells {
                json.key(.runs)
                json.array(styledCells) { json, runs in
                    json.array(runs) { json, run in run.write(to: &json) }
                }
            }
            if !imageAlt.isEmpty { json.member(.imageAlt, imageAlt) }
        }
    }
}
