import BinderyWeb

/// The frame every server-rendered page shares: doctype, language, charset, viewport, title and the stylesheet around a body.
enum HTMLDocument {
    /// Wraps `body` (already-escaped HTML) in a document titled `title` (escaped here) in `language`.
    static func render(language: Language, title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(language.rawValue)">
          <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.escape(title))</title>
            <link rel="stylesheet" href="/bindery.css">
          </head>
          <body>
        \(body)
          </body>
        </html>

        """
    }
}
