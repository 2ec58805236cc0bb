import BinderyWeb

/// The home page at `/`: the site's title and introduction, then every app with its one-line description.
public struct HomePage: Sendable {
    /// The site's name, shown as the page title and heading.
    public var title: LocalizedText
    /// One paragraph under the heading, read in the page's language.
    public var introduction: LocalizedText
    /// The apps to list, in this order, each linking to its first screen.
    public var apps: [AppEntry]

    /// Creates the home page's content; its languages are those of `title`'s tables.
    public init(title: LocalizedText, introduction: LocalizedText, apps: [AppEntry]) {
        self.title = title
        self.introduction = introduction
        self.apps = apps
    }

    /// The languages the home page is shown in: those of its title's tables.
    public var languages: Localization { title.localization }

    /// Renders the page in `language`; links carry `?lang=` only when `language` differs from the browser's own
    /// (`browserLanguage`). The language links name each of `languages` in itself, from `frameworkTexts`. Every
    /// link is under `basePath`, where BinderyWeb is served.
    public func html(in language: Language, browserLanguage: Language,
                     frameworkTexts: Localization = BinderyText.localization, basePath: String = "") -> String {
        let languageQuery = language == browserLanguage ? "" : "?\(LanguageNegotiation.queryItemName)=\(language.rawValue)"
        let items = apps.map { app in
            """
                <li><a href="\(HTML.escape(basePath + app.path + languageQuery))">\(HTML.escape(app.title.text(in: language)))</a>
                  <p>\(HTML.escape(app.summary.text(in: language)))</p></li>
            """
        }
        let languageLinks = languages.languages.map { choice in
            let tag = HTML.escape(choice.rawValue)
            let name = HTML.escape(frameworkTexts.strings(for: choice).text(BinderyText.languageName))
            return "<a href=\"\(HTML.escape(basePath))/?\(LanguageNegotiation.queryItemName)=\(tag)\" hreflang=\"\(tag)\" lang=\"\(tag)\">\(name)</a>"
        }
        return PageRenderer.document(
            language: language,
            title: title.text(in: language),
            body: """
                <header>
                  <h1>\(HTML.escape(title.text(in: language)))</h1>
                  <nav aria-label="Language">\(languageLinks.joined(separator: " · "))</nav>
                </header>
                <main>
                  <p>\(HTML.escape(introduction.text(in: language)))</p>
                  <ul id="apps">
                \(items.joined(separator: "\n"))
                  </ul>
                </main>
                """,
            basePath: basePath
        )
    }
}
