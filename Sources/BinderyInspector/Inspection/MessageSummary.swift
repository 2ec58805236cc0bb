import BinderyWeb
import Foundation

/// A timeline's messages in one short line each, read back from their wire JSON: `tap firstButton`,
/// `text stageLabel, enabled resetButton`, `screen /bank/transaction`.
enum MessageSummary {
    /// The most patches one line names; the rest are counted (`+3 more`).
    static let patchesNamed = 12
    /// The most characters of a typed value or an unknown message a line shows.
    static let textLimit = 60

    private typealias Key = WireProtocol.Key
    private typealias MessageType = WireProtocol.MessageType

    /// A message from the page: its event and control, a navigation's path, the page hidden or shown, or the frame itself.
    static func input(_ message: JSONValue) -> String {
        let type = message[Key.type.rawValue]?.stringValue
        switch type {
        case MessageType.event.rawValue?:
            let name = message[Key.name.rawValue]?.stringValue ?? "?", id = message[Key.id.rawValue]?.stringValue ?? "?"
            guard let value = message[Key.value.rawValue]?.stringValue else { return "\(name) \(id)" }
            return "\(name) \(id) “\(shortened(value))”"
        case MessageType.navigate.rawValue?:
            return "\(MessageType.navigate.rawValue) \(message[Key.path.rawValue]?.stringValue ?? "?")"
        case MessageType.visibility.rawValue?:
            return "\(MessageType.visibility.rawValue) \(message[Key.value.rawValue]?.stringValue ?? "?")"
        default:
            return shortened(message.stringValue ?? message.compactText)
        }
    }

    /// The messages sent to the page, in order, separated by commas; empty when none was sent.
    static func outputs(_ messages: [JSONValue]) -> String {
        messages.map(output).joined(separator: ", ")
    }

    private static func output(_ message: JSONValue) -> String {
        let type = message[Key.type.rawValue]?.stringValue ?? "?"
        switch type {
        case MessageType.patch.rawValue:
            guard case .array(let patches)? = message[Key.patches.rawValue] else { return type }
            let named = patches.prefix(patchesNamed).map { patch in
                [patch[Key.operation.rawValue]?.stringValue, patch[Key.id.rawValue]?.stringValue]
                    .compactMap { $0 }.joined(separator: " ")
            }
            let more = patches.count > patchesNamed ? ["+\(patches.count - patchesNamed)"] : []
            return (named + more).joined(separator: ", ")
        case MessageType.screen.rawValue:
            return "\(type) \(message[Key.path.rawValue]?.stringValue ?? "?")"
        case MessageType.error.rawValue:
            return "\(type) \(message[Key.code.rawValue]?.stringValue ?? "?")"
        default:
            return type
        }
    }

    private static func shortened(_ text: String) -> String {
        text.count > textLimit ? text.prefix(textLimit - 1) + "…" : text
    }
}
