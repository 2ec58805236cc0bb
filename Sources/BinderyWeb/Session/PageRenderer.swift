/// Writes the HTML documents the server sends: the frame every page shares, and a screen's page inside it.
public enum PageRenderer {
    /// The frame every page shares: doctype, language, charset, viewport, title (escaped here), the stylesheet
    /// (under `basePath`), any extra `head` markup, around `body` (already-escaped HTML).
    public static func document(language: Language, title: String, head: String = "", body: String,
                                basePath: String = "") -> String {
        """
        <!doctype html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTML.escape(title))</title>
        <link rel="stylesheet" href="\(HTML.escape(basePath))/\(WireProtocol.Path.stylesheet.rawValue)">\(head)
        </head>
        <body>
        \(body)
        </body>
        </html>
        """
    }

    /// A whole page for a screen, carrying the session token for the socket, and BinderyWeb's own texts (`strings`,
    /// in `language`) for the alert's button and for the script's connection states; its links, script and socket
    /// are under `basePath`. A page that `retries` is a refusal for now, which its script loads again once a server
    /// answers. A `development` page (the live edit loop's server) shows the loop's build state.
    public static func page(title: String, language: Language, siteName: String, strings: StringsTable, token: String?,
                            screenHTML: String, basePath: String = "", retries: Bool = false,
                            development: Bool = false) -> String {
        let base = HTML.escape(basePath)
        let tokenMeta = token.map { "\n<meta name=\"\(WireProtocol.sessionMetaName)\" content=\"\(HTML.escape($0))\">" }
            ?? (retries ? "\n<meta name=\"\(WireProtocol.retryMetaName)\" content=\"\">" : "")
        let baseMeta = basePath.isEmpty ? "" : "\n<meta name=\"\(WireProtocol.basePathMetaName)\" content=\"\(base)\">"
        let developmentMeta = development ? "\n<meta name=\"\(WireProtocol.developmentMetaName)\" content=\"\">" : ""
        let dismiss = HTML.escape(strings.text(BinderyText.alertDismiss))
        let connectionTexts = [(WireProtocol.ConnectionText.reconnecting, BinderyText.reconnecting), (.sessionEnded, .sessionEnded)]
            .map { attribute, text in "\(attribute.rawValue)=\"\(HTML.escape(strings.text(text)))\"" }.joined(separator: " ")
        return document(language: language, title: title, head: tokenMeta + baseMeta + developmentMeta + "\n<script src=\"\(base)/\(WireProtocol.Path.script.rawValue)\" defer></script>", body: """
        <header><a id="homeLink" href="\(base)/?lang=\(language.rawValue)">\(HTML.escape(siteName))</a><span id="\(WireProtocol.Element.connectionState.rawValue)" \(connectionTexts) hidden></span></header>
        <aside><div id="\(WireProtocol.Element.alertBox.rawValue)" role="alertdialog" aria-labelledby="\(WireProtocol.Element.alert.rawValue)" hidden><span id="\(WireProtocol.Element.alert.rawValue)" role="alert"></span><button type="button" id="\(WireProtocol.Element.alertDismiss.rawValue)" class="secondary">\(dismiss)</button></div></aside>
        <main id="\(WireProtocol.Element.screen.rawValue)" \(WireProtocol.Attribute.render.rawValue)="\(HTML.fingerprint(screenHTML))">
        \(screenHTML)
        </main>
        """, basePath: basePath)
    }
}
