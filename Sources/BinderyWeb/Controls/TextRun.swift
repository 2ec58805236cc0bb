/// A piece of text, emphasised or not: the only markup a table cell may carry (`<b>` highlights).
///
/// Runs are data, never HTML: the server escapes each run's text and the client builds `<b>` elements
/// with `textContent`, so no text from any source is ever interpreted as markup.
public struct TextRun: Equatable, Sendable {
    /// The text, escaped wherever it is shown.
    public var text: String
    /// Whether the text is shown with emphasis (in a `<b>` element).
    public var isEmphasized: Bool

    /// Creates a run of `text`, shown in `<b>` when `emphasized`.
    public init(_ text: String, emphasized: Bool = false) {
        self.text = text
        self.isEmphasized = emphasized
    }

    /// The runs as escaped HTML: emphasised runs inside `<b>`.
    public static func html(_ runs: [TextRun]) -> String {
        runs.map { run in run.isEmphasized ? "<b>\(HTML.escape(run.text))</b>" : HTML.escape(run.text) }.joined()
    }

    /// The runs' texts joined, without emphasis.
    public static func plainText(_ runs: [TextRun]) -> String {
        runs.map(\.text).joined()
    }

    /// Writes the run as a JSON object: its emphasis and its text.
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key(.emphasized); json.value(isEmphasized)
            json.member(.text, text)
        }
    }
}
