// TEMPORARY STUB of the lead's BinderyWeb interface, so BinderyWebServer and Gallery build on
// branch `web` before the real module lands. Replace this whole folder with the real BinderyWeb.

import Foundation

/// The screens a WebApp can open, by path (stub: holds none).
public struct ScreenRegistry: Sendable {
    /// Creates an empty registry.
    public init() {}
}

/// Settings of a WebApp (stub: none yet).
public struct WebConfiguration: Sendable {
    /// Creates the default settings.
    public init() {}
}

/// A full HTML page rendered for one new session.
public struct RenderedPage: Sendable {
    /// The whole HTML document.
    public var html: String
    /// The HTTP status to answer with.
    public var status: Int
    /// The token naming the page's session, sent back in the socket's hello.
    public var token: String

    /// Creates a rendered page.
    public init(html: String, status: Int, token: String) {
        self.html = html
        self.status = status
        self.token = token
    }
}

/// The language a page is shown in.
public enum Language: String, Sendable, CaseIterable {
    /// English, the default.
    case en
    /// Korean, the seeds' own language.
    case ko

    /// Picks `?lang=` from the query when it names a language, else the first supported `Accept-Language`, else English.
    public static func negotiate(query: String?, acceptLanguage: String?) -> Language {
        for pair in (query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2, parts[0] == "lang", let language = Language(rawValue: parts[1].lowercased()) {
                return language
            }
        }
        for range in (acceptLanguage ?? "").split(separator: ",") {
            let tag = range.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased()
            if let primary = tag.split(separator: "-").first, let language = Language(rawValue: String(primary)) {
                return language
            }
        }
        return .en
    }
}

/// One server's web application: routes to screens and the live sessions (stub: opens nothing).
public final class WebApp: @unchecked Sendable {
    /// Creates a web application serving `screens`.
    public init(screens: ScreenRegistry, configuration: WebConfiguration = .init()) {}

    /// Renders the page for `path` in a new session; nil when no screen matches (stub: always nil).
    public func openPage(path: String, language: Language, origin: String?) -> RenderedPage? { nil }

    /// Attaches a socket to the session its hello names; nil when the token is unknown (stub: always nil).
    public func connect(hello text: String, origin: String?, send: @escaping @Sendable (String) -> Void) -> WebConnection? { nil }

    /// The JavaScript client served at /bindery.js (stub: empty).
    public static let clientScript: String = "// BinderyWeb client (stub)\n"
}

/// One WebSocket attached to one session.
public final class WebConnection: @unchecked Sendable {
    /// Handles one inbound text frame; replies go through `send`.
    public func receive(text: String) {}
    /// Refuses a binary frame with an error frame.
    public func receiveBinary() {}
    /// Tells the session its socket closed.
    public func close() {}
}
