/// Writes the HTML documents the server sends: the frame every page shares, and a screen's page inside it.
public enum PageRenderer {
    /// The frame every page shares: doctype, language, charset, viewport, title (escaped here), the stylesheet,
    /// any extra `head` markup, around `body` (already-escaped HTML).
    public static func document(language: Language, title: String, head: String = "", body: String) -> String {
        """
        <!doctype html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTML.escape(title))</title>
        <link rel="stylesheet" href="/bindery.css">\(head)
        </head>
        <body>
        \(body)
        </body>
        </html>
        """
    }

    /// A whole page for a screen, carrying the session token for the socket, and BinderyWeb's own texts (`strings`,
    /// in `language`) for the alert's button and for the script's connection states.
    public static func page(title: String, language: Language, siteName: String, strings: StringsTable, token: String?,
                            screenHTML: String) -> String {
        let tokenMeta = token.map { "\n<meta name=\"bindery-session\" content=\"\(HTML.escape($0))\">" } ?? ""
        let dismiss = HTML.escape(strings.text(BinderyText.alertDismiss))
        let connectionTexts = "data-reconnecting=\"\(HTML.escape(strings.text(BinderyText.reconnecting)))\" "
            + "data-session-ended=\"\(HTML.escape(strings.text(BinderyText.sessionEnded)))\""
        return document(language: language, title: title, head: tokenMeta + "\n<script src=\"/bindery.js\" defer></script>", body: """
        <header><a id="homeLink" href="/?lang=\(language.rawValue)">\(HTML.escape(siteName))</a><span id="connectionState" \(connectionTexts) hidden></span></header>
        <aside><div id="alertBox" role="alertdialog" aria-labelledby="alert" hidden><span id="alert" role="alert"></span><button type="button" id="alertDismiss" class="secondary">\(dismiss)</button></div></aside>
        <main id="screen" data-render="\(HTML.fingerprint(screenHTML))">
        \(screenHTML)
        </main>
        """)
    }
}
