/// Writes the full HTML document around a screen: header, alert box, the screen, the client script.
public enum PageRenderer {
    /// A whole page for a screen, carrying the session token for the socket.
    public static func page(title: String, language: Language, siteName: String, token: String?, screenHTML: String) -> String {
        let tokenMeta = token.map { "<meta name=\"bindery-session\" content=\"\(HTML.escape($0))\">" } ?? ""
        let dismiss = language.pick(en: "OK", ko: "확인")
        return """
        <!doctype html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTML.escape(title))</title>
        \(tokenMeta)
        <link rel="stylesheet" href="/bindery.css">
        <script src="/bindery.js" defer></script>
        </head>
        <body>
        <header><a id="homeLink" href="/?lang=\(language.rawValue)">\(HTML.escape(siteName))</a><span id="connectionState" hidden></span></header>
        <div id="alertBox" hidden><span id="alert" role="alert"></span><button type="button" id="alertDismiss" class="secondary">\(dismiss)</button></div>
        <main id="screen" data-render="\(HTML.fingerprint(screenHTML))">
        \(screenHTML)
        </main>
        </body>
        </html>
        """
    }
}
