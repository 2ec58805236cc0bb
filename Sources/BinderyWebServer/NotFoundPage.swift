import BinderyWeb

/// The page answered with 404 when no route and no screen matches the path, in BinderyWeb's own texts.
enum NotFoundPage {
    /// Renders the page for the unknown `path` in `strings`' language, linking home at `basePath`.
    static func html(path: String, strings: StringsTable, basePath: String = "") -> String {
        let heading = HTML.escape(strings.text(BinderyText.pageNotFound))
        return PageRenderer.document(
            language: strings.language,
            title: strings.text(BinderyText.pageNotFound),
            body: """
                <main>
                  <h1>\(heading)</h1>
                  <p>\(HTML.escape(strings.text(BinderyText.pageNotFoundExplanation))) <code>\(HTML.escape(path))</code></p>
                  <p><a href="\(HTML.escape(basePath))/">\(HTML.escape(strings.text(BinderyText.backToHome)))</a></p>
                </main>
                """,
            basePath: basePath
        )
    }
}
