import BinderyWeb

/// The page answered with 404 when no route and no screen matches the path.
enum NotFoundPage {
    static let heading = LocalizedText(en: "Page not found", ko: "페이지를 찾을 수 없습니다")
    static let explanation = LocalizedText(en: "Nothing lives at this address:", ko: "이 주소에는 아무것도 없습니다:")
    static let homeLink = LocalizedText(en: "Back to the home page", ko: "처음 화면으로 돌아가기")

    /// Renders the page for the unknown `path` in `language`.
    static func html(path: String, in language: Language) -> String {
        PageRenderer.document(
            language: language,
            title: heading.text(in: language),
            body: """
                <main>
                  <h1>\(HTML.escape(heading.text(in: language)))</h1>
                  <p>\(HTML.escape(explanation.text(in: language))) <code>\(HTML.escape(path))</code></p>
                  <p><a href="/">\(HTML.escape(homeLink.text(in: language)))</a></p>
                </main>
                """
        )
    }
}
