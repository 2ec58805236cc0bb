import Bindery

/// A link the browser follows by itself, outside the session: a file to download (a journal, an export), a page
/// that is not a screen. Screens of the session are reached by navigation (`push(path:)`), not by links.
///
/// Its address is fixed when it is made and is a path on this site (`/…`, never `//host` or `javascript:`), so no
/// text from a user or a service can turn it into a script or send the user elsewhere.
open class Link: View {
    /// The link's text, shown as text; changing it patches the page.
    public var text: String {
        didSet { if text != oldValue { emit(.text(id: id, value: text)) } }
    }

    /// The path on this site the link opens, with its query; empty when it was made with anything else (the link is
    /// then shown as text and opens nothing).
    public let href: String
    /// Whether the browser saves what the link answers as a file (`download`) rather than showing it.
    public let downloads: Bool

    /// Creates a link with the DOM id `id` (none: named after the screen's property that holds it) showing `text`,
    /// to `href`, a path on this site; with `downloads`, the browser saves the answer as a file.
    public init(id: String = "", text: String, href: String, downloads: Bool = false, classes: [String] = []) {
        let isSitePath = HTML.isSitePath(href)
        self.text = text
        self.href = isSitePath ? href : ""
        self.downloads = downloads
        super.init(id: id, classes: classes)
        if !isSitePath { mistakes.append("a link's href must be a path on this site, like /export, not \"\(href)\"; the link opens nothing.") }
    }

    /// Renders `<a href>` with its escaped text, and `download` when it saves a file.
    public override func render() -> String {
        "<a\(commonAttributes([("href", href.isEmpty ? nil : href), ("download", downloads && !href.isEmpty ? "" : nil)]))>\(HTML.escape(text))</a>"
    }
}

extension Reactive where Base: Link {
    /// Sets the link's text, shown as text.
    public var text: Binder<String> { Binder(base) { link, text in link.text = text } }
}
