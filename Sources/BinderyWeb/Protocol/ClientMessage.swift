import Foundation

/// A message from the page to the server, decoded and checked.
public enum ClientMessage: Equatable, Sendable {
    /// The first frame on a socket: protocol version, the page's session token and its path; after a reload of the
    /// tab, `resume` is the token of the session the tab had before it, which the server continues when it can.
    case hello(version: Int, token: String, path: String, resume: String?)
    /// A user event on a control: `tap`, `change` (with the new value), `touchDown`, `touchUp`, `touchCancel`, `select` (with a row id).
    case event(id: String, name: EventName, value: String?)
    /// The browser moved through history (Back/Forward) to `path`.
    case navigate(path: String)
    /// The page was hidden (another tab in front, the window minimised, the phone's browser in the background) or came
    /// back on show: every screen of the tab hears it (`ViewController.isPageVisible`).
    case visibility(PageVisibility)

    /// The event vocabulary the client may send.
    public enum EventName: String, CaseIterable, Sendable {
        /// A button or row tap.
        case tap
        /// A text field's new value.
        case change
        /// A touch or pointer went down on a touch view.
        case touchDown
        /// The touch ended on the view.
        case touchUp
        /// The touch left the view or was cancelled.
        case touchCancel
        /// A table row was selected (value: the row id).
        case select
        /// The user pressed Return in a text field (UIKit's `editingDidEndOnExit`).
        case submit
        /// The user asked to close a dialog (Escape, its close button, or the browser's Back); the server decides.
        case dismiss

        /// The event named `raw`, nil for none: a tap, most events, is compared first, before the lookup among all
        /// names (a string switch over every name, about 100 instructions an event; the frame's type is looked up
        /// likewise, `event` first).
        static func named(_ raw: String) -> EventName? {
            raw == EventName.tap.rawValue ? .tap : EventName(rawValue: raw)
        }
    }

    /// Whether the message is the user acting on the screen on show (an event, a navigation), which a record never
    /// replays to a `ScreenRestoration.startsFresh` screen; the page's visibility is the tab's, whatever the screen.
    var actsOnScreen: Bool {
        switch self {
        case .hello, .visibility: false
        case .event, .navigate: true
        }
    }

    /// The protocol version this server speaks (`WireProtocol.version`); a hello with another is refused.
    public static var version: Int { WireProtocol.version }

    /// Decodes one text frame of at most `maxBytes` bytes, or says precisely why it is refused.
    public static func decode(_ text: String, maxBytes: Int = WireProtocol.Limit.defaultMessageBytes) -> Result<ClientMessage, ProtocolError> {
        guard text.utf8.count <= maxBytes else {
            return .failure(ProtocolError(.tooLarge, "Frame of \(text.utf8.count) bytes exceeds \(maxBytes)."))
        }
        let frame: ClientFrame
        do {
            frame = try ClientFrame.decode(text)
        } catch let error as ClientFrame.FieldError {
            return .failure(ProtocolError(.malformed, error.description))
        } catch {
            return .failure(ProtocolError(.malformed, "Frame is not a JSON object."))
        }
        return message(in: frame)
    }

    /// The message a journal recorded as JSON (`JournalEntry.Event.input`), checked as its frame was: what a
    /// restore replays, with no text written and read again.
    static func decode(recorded: JSONValue) -> Result<ClientMessage, ProtocolError> {
        guard let frame = ClientFrame(recorded: recorded) else {
            return .failure(ProtocolError(.malformed, "Frame is not a JSON object."))
        }
        return message(in: frame)
    }

    /// The message `frame` holds, or why it is refused.
    private static func message(in frame: ClientFrame) -> Result<ClientMessage, ProtocolError> {
        guard let rawType = frame.type else {
            return .failure(ProtocolError(.malformed, "Frame has no string field \"\(WireProtocol.Key.type.rawValue)\"."))
        }
        switch rawType == WireProtocol.MessageType.event.rawValue ? .event : WireProtocol.MessageType(rawValue: rawType) {
        case .hello:
            guard let version = frame.version else {
                return .failure(ProtocolError(.malformed, "hello needs an integer \"\(WireProtocol.Key.version.rawValue)\"."))
            }
            guard version == WireProtocol.version else {
                return .failure(ProtocolError(.wrongVersion, "Protocol version \(version) is not supported; this server speaks \(WireProtocol.version)."))
            }
            guard let token = frame.token, !token.isEmpty else {
                return .failure(ProtocolError(.badToken, "hello needs the page's session token."))
            }
            return .success(.hello(version: version, token: token, path: frame.path ?? "/", resume: frame.resume))
        case .event:
            guard let id = frame.id, !id.isEmpty, hasAtMost(WireProtocol.Limit.controlIDCharacters, id) else {
                return .failure(ProtocolError(.malformed, "event needs a string \"id\" of at most \(WireProtocol.Limit.controlIDCharacters) characters."))
            }
            guard let rawName = frame.name, let name = EventName.named(rawName) else {
                return .failure(ProtocolError(.unknownEvent, "Unknown event name."))
            }
            return .success(.event(id: id, name: name, value: frame.value))
        case .navigate:
            guard let path = frame.path, path.hasPrefix("/"), hasAtMost(WireProtocol.Limit.pathCharacters, path) else {
                return .failure(ProtocolError(.malformed, "navigate needs a \"path\" starting with / of at most \(WireProtocol.Limit.pathCharacters) characters."))
            }
            return .success(.navigate(path: path))
        case .visibility:
            guard let raw = frame.value, let visibility = PageVisibility(rawValue: raw) else {
                let values = PageVisibility.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
                return .failure(ProtocolError(.malformed, "visibility needs a \"\(WireProtocol.Key.value.rawValue)\" of \(values)."))
            }
            return .success(.visibility(visibility))
        default:
            return .failure(ProtocolError(.unknownType, "Unknown message type."))
        }
    }

    /// Whether `text` has at most `limit` characters: at once when its UTF-8 is that short (a character is at least
    /// one byte), else counted, which walks its grapheme clusters.
    private static func hasAtMost(_ limit: Int, _ text: String) -> Bool {
        text.utf8.count <= limit || text.count <= limit
    }
}

/// Why a frame was refused.
public struct ProtocolError: Error, Equatable, Sendable {
    /// Stable machine-readable reasons, sent to the page as the error's `code`.
    public enum Code: String, CaseIterable, Sendable {
        /// Not JSON, or a required field is missing or of the wrong type.
        case malformed
        /// Bigger than the frame limit.
        case tooLarge
        /// Binary frames are not part of the protocol.
        case binary
        /// A protocol version this server does not speak.
        case wrongVersion
        /// The session token is missing, unknown or expired.
        case badToken
        /// A message type outside the vocabulary.
        case unknownType
        /// An event name outside the vocabulary or not supported by the control.
        case unknownEvent
        /// No control with that id on the current screen.
        case unknownId
        /// An event before the hello.
        case notReady
        /// Too many messages too fast.
        case rateLimited
        /// An event for a control the page does not let the user act on: hidden (or inside a hidden container) or disabled.
        case inactive
        /// A frame from a socket the page has since replaced with a newer one for the same session.
        case replaced
    }

    /// Why the frame was refused, in a form the page's script can act on.
    public let code: Code
    /// A human-readable explanation for logs and developers; never shown to the user as it is.
    public let message: String

    /// Creates an error with a stable `code` and a human-readable `message`.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The error as the `error` message sent back on the socket that sent the refused frame.
    public var reply: ServerMessage { .error(code: code, message: message) }
}
