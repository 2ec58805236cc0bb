/// A message from the server to the page: the welcome, a whole screen, the patches of one UI tick, an error reply,
/// a browser renewal, or the order to move to another instance.
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
    /// The server is draining before it stops: the page reloads as soon as a server answers (another instance, or this one once it is back).
    case move
    /// The hello's `resume` was honoured: the page's tab continues the session it had before its reload.
    case resumed

    /// The code of an error message; nil for any other message.
    public var errorCode: ProtocolError.Code? {
        if case .error(let code, _) = self { return code }
        return nil
    }

    /// The message as one JSON text frame.
    public var frame: String { JSONWriter.text { write(to: &$0) } }

    /// The message as one JSON text frame, in UTF-8: what a transport that writes bytes sends, with no `String` made.
    public var frameUTF8: [UInt8] { JSONWriter.utf8 { write(to: &$0) } }

    /// Writes the message as a JSON object: its type and its members.
    private func write(to json: inout JSONWriter) {
        json.object { json in
            switch self {
            case .welcome(let version):
                json.member(.type, WireProtocol.MessageType.welcome)
                json.key(.version); json.value(version)
            case .patches(let patches):
                json.member(.type, WireProtocol.MessageType.patch)
                json.key(.patches)
                json.array(patches) { json, patch in patch.write(to: &json) }
            case .screen(let path, let title, let html, let history):
                json.member(.type, WireProtocol.MessageType.screen)
                json.member(.path, path)
                json.member(.title, title)
                json.member(.html, html)
                json.member(.history, history)
                json.member(.render, HTML.fingerprint(html))
            case .error(let code, let message):
                json.member(.type, WireProtocol.MessageType.error)
                json.member(.code, code)
                json.member(.message, message)
            case .renewBrowser(let ticket):
                json.member(.type, WireProtocol.MessageType.browser)
                json.member(.ticket, ticket)
            case .move:
                json.member(.type, WireProtocol.MessageType.move)
            case .resumed:
                json.member(.type, WireProtocol.MessageType.resumed)
            }
        }
    }
}

/// What a new screen does to the browser's history.
public enum HistoryMode: String, CaseIterable, Sendable {
    /// Add an entry (a push).
    case push
    /// Replace the current entry (a redirect, a re-render).
    case replace
    /// Go back one entry, as the browser's Back button would (a server-side pop of a pushed screen).
    case back
    /// Leave history alone (the browser already moved: Back or Forward).
    case none
}
