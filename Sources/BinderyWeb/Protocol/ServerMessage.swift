import Foundation

/// A message from the server to the page: the welcome, a whole screen, the patches of one UI tick, an error reply,
/// or a browser renewal.
public enum ServerMessage: Equatable, Sendable {
    /// The reply to a valid hello: the protocol version in use.
    case welcome(version: Int)
    /// Property changes produced in one UI tick, to apply in order.
    case patches([Patch])
    /// A new screen: its HTML, URL and title, and what to do with the browser's history.
    case screen(path: String, title: String, html: String, history: HistoryMode)
    /// A refused frame: a stable code and a human-readable reason. Nothing changed.
    case error(code: ProtocolError.Code, message: String)
    /// The browser's identity was renewed (at sign-in): the page redeems `ticket` for its new cookie.
    case renewBrowser(ticket: String)

    /// The code of an error message; nil for any other message.
    public var errorCode: ProtocolError.Code? {
        if case .error(let code, _) = self { return code }
        return nil
    }

    /// The message as one JSON text frame.
    public var frame: String {
        let object: [String: Any]
        switch self {
        case .welcome(let version):
            object = ["t": "welcome", "v": version]
        case .patches(let patches):
            object = ["t": "patch", "p": patches.map(\.json)]
        case .screen(let path, let title, let html, let history):
            object = ["t": "screen", "path": path, "title": title, "html": html, "history": history.rawValue,
                      "render": HTML.fingerprint(html)]
        case .error(let code, let message):
            object = ["t": "error", "code": code.rawValue, "message": message]
        case .renewBrowser(let ticket):
            object = ["t": "browser", "ticket": ticket]
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// What a new screen does to the browser's history.
public enum HistoryMode: String, Sendable {
    /// Add an entry (a push).
    case push
    /// Replace the current entry (a redirect, a re-render).
    case replace
    /// Go back one entry, as the browser's Back button would (a server-side pop of a pushed screen).
    case back
    /// Leave history alone (the browser already moved: Back or Forward).
    case none
}
