/// A piece of text, emphasised or not: a search result's highlights as a view model hands them on, and the only
/// markup a table cell may carry (BinderyWeb shows an emphasised run in `<b>`).
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

    /// The runs' texts joined, without emphasis.
    public static func plainText(_ runs: [TextRun]) -> String {
        runs.map(\.text).joined()
    }
}
