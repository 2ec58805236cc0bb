import Foundation

/// A message from the page to the server, decoded and checked.
public enum ClientMessage: Equatable, Sendable {
    /// The first frame on a socket: protocol version, the page's session token and its path.
    case hello(version: Int, token: String, path: String)
    /// A user event on a control: `tap`, `change` (with the new value), `touchDown`, `touchUp`, `touchCancel`, `select` (with a row id).
    case event(id: String, name: EventName, value: String?)
    /// The browser moved through history (Back/Forward) to `path`.
    case navigate(path: String)

    /// The event vocabulary the client may send.
    public enum EventName: String, Sendable {
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
    }

    /// The protocol version this server speaks.
    public static let version = 1
    /// The largest frame accepted, in bytes: 64 KiB; a larger one is refused with ``ProtocolError/Code/tooLarge``.
    public static let maxFrameBytes = 64 * 1024

    /// Decodes one text frame, or says precisely why it is refused.
    public static func decode(_ text: String) -> Result<ClientMessage, ProtocolError> {
        guard text.utf8.count <= maxFrameBytes else {
            return .failure(ProtocolError(.tooLarge, "Frame of \(text.utf8.count) bytes exceeds \(maxFrameBytes)."))
        }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
            return .failure(ProtocolError(.malformed, "Frame is not a JSON object."))
        }
        guard let type = object["t"] as? String else {
            return .failure(ProtocolError(.malformed, "Frame has no string field \"t\"."))
        }
        switch type {
        case "hello":
            guard let version = object["v"] as? Int else {
                return .failure(ProtocolError(.malformed, "hello needs an integer \"v\"."))
            }
            guard version == ClientMessage.version else {
                return .failure(ProtocolError(.wrongVersion, "Protocol version \(version) is not supported; this server speaks \(ClientMessage.version)."))
            }
            guard let token = object["token"] as? String, !token.isEmpty else {
                return .failure(ProtocolError(.badToken, "hello needs the page's session token."))
            }
            let path = object["path"] as? String ?? "/"
            return .success(.hello(version: version, token: token, path: path))
        case "event":
            guard let id = object["id"] as? String, !id.isEmpty, id.count <= 200 else {
                return .failure(ProtocolError(.malformed, "event needs a string \"id\"."))
            }
            guard let rawName = object["name"] as? String, let name = EventName(rawValue: rawName) else {
                return .failure(ProtocolError(.unknownEvent, "Unknown event name."))
            }
            let value = object["value"]
            if value != nil, !(value is String), !(value is NSNull) {
                return .failure(ProtocolError(.malformed, "event \"value\" must be a string."))
            }
            return .success(.event(id: id, name: name, value: value as? String))
        case "navigate":
            guard let path = object["path"] as? String, path.hasPrefix("/"), path.count <= 2048 else {
                return .failure(ProtocolError(.malformed, "navigate needs a \"path\" starting with /."))
            }
            return .success(.navigate(path: path))
        default:
            return .failure(ProtocolError(.unknownType, "Unknown message type."))
        }
    }
}

/// Why a frame was refused.
public struct ProtocolError: Error, Equatable, Sendable {
    /// Stable machine-readable reasons, sent to the page as the error's `code`.
    public enum Code: String, Sendable {
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
