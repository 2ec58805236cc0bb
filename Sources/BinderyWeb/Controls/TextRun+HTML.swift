/// How a table cell's runs (Bindery's `TextRun`) reach the page: as escaped HTML in a rendered table, and as JSON
/// objects in a `rows` patch.
extension TextRun {
    /// The runs as escaped HTML: emphasised runs inside `<b>`.
    public static func html(_ runs: [TextRun]) -> String {
        runs.map { run in run.isEmphasized ? "<b>\(HTML.escape(run.text))</b>" : HTML.escape(run.text) }.joined()
    }

    /// Writes the run as a JSON object: its emphasis and its text.
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key(.emphasized); json.value(isEmphasized)
            json.member(.text, text)
        }
    }
}
