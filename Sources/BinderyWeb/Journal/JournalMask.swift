import Foundation

/// What a journal never holds, and what it writes in its place: typed passwords become as many `•` as they had
/// characters (so a field's length checks replay the same), browser tickets (a cookie's value) become `••••••••`,
/// secret query values `masked`. Messages are masked the same way when recorded and when replayed, so they still compare.
public enum JournalMask {
    /// The character a masked text is written with.
    public static let character: Character = "•"
    /// What a masked value of no meaningful length is written as (a browser ticket).
    public static let hidden = String(repeating: character, count: 8)

    /// `text` with every character masked.
    public static func hide(_ text: String) -> String { String(repeating: character, count: text.count) }

    /// Whether `text` is a masked value (non-empty, only `•`).
    public static func isMasked(_ text: String) -> Bool { !text.isEmpty && text.allSatisfy { $0 == character } }

    /// What a secret query value is written as in a URL (where `•` would be percent-encoded).
    public static let hiddenInURL = "masked"

    /// Query items whose name contains one of these (any case) are secrets: API keys, tokens, signatures.
    static let secretQueryNames = ["key", "secret", "token", "password", "signature", "auth"]

    /// A message from the page as a journal line holds it; `isSecret` says whether a control id is a password field.
    public static func input(_ message: ClientMessage, isSecret: (String) -> Bool) -> JSONValue {
        typealias Key = WireProtocol.Key
        switch message {
        case .hello(let version, _, let path, _):
            return .object([Key.type.rawValue: .string(WireProtocol.MessageType.hello.rawValue),
                            Key.version.rawValue: .number(Double(version)), Key.token.rawValue: .string(hidden),
                            Key.path.rawValue: .string(path)])
        case .event(let id, let name, let value):
            var members: [String: JSONValue] = [
                Key.type.rawValue: .string(WireProtocol.MessageType.event.rawValue),
                Key.id.rawValue: .string(id), Key.name.rawValue: .string(name.rawValue),
            ]
            if let value { members[Key.value.rawValue] = .string(isSecret(id) ? hide(value) : value) }
            return .object(members)
        case .navigate(let path):
            return .object([Key.type.rawValue: .string(WireProtocol.MessageType.navigate.rawValue), Key.path.rawValue: .string(path)])
        case .visibility(let visibility):
            return .object([Key.type.rawValue: .string(WireProtocol.MessageType.visibility.rawValue),
                            Key.value.rawValue: .string(visibility.rawValue)])
        }
    }

    /// A message to the page as a journal line holds it: a password field's value patches and rendered values
    /// masked, a browser ticket hidden.
    public static func output(_ message: ServerMessage, isSecret: (String) -> Bool) -> JSONValue {
        guard case .object(var members) = JSONValue(parsing: message.frame) ?? .null else { return .null }
        typealias Key = WireProtocol.Key
        switch message {
        case .renewBrowser:
            members[Key.ticket.rawValue] = .string(hidden)
        case .screen(_, _, let html, _):
            members[Key.html.rawValue] = .string(maskPasswordInputs(in: html))
        case .patches:
            guard case .array(let patches) = members[Key.patches.rawValue] ?? .null else { break }
            members[Key.patches.rawValue] = .array(patches.map { patch in
                guard case .object(var fields) = patch, fields[Key.operation.rawValue]?.stringValue == WireProtocol.PatchOperation.value.rawValue,
                      let id = fields[Key.id.rawValue]?.stringValue, isSecret(id), let value = fields[Key.value.rawValue]?.stringValue
                else { return patch }
                fields[Key.value.rawValue] = .string(hide(value))
                return .object(fields)
            })
        case .welcome, .error, .move, .resumed:
            break
        }
        return .object(members)
    }

    /// `url` with the values of secret query items hidden.
    public static func url(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false), let items = components.queryItems else {
            return url.absoluteString
        }
        components.queryItems = items.map { item in
            let name = item.name.lowercased()
            return secretQueryNames.contains(where: name.contains) ? URLQueryItem(name: item.name, value: hiddenInURL) : item
        }
        return components.url?.absoluteString ?? url.absoluteString
    }

    /// `html` with the `value` of every password input masked (a rendered form may hold what was typed).
    public static func maskPasswordInputs(in html: String) -> String {
        guard html.contains("type=\"password\"") else { return html }
        let range = NSRange(html.startIndex..., in: html)
        var masked = html
        for match in passwordInput.matches(in: html, range: range).reversed() {
            guard let valueRange = Range(match.range(at: 1), in: html) else { continue }
            masked.replaceSubrange(valueRange, with: hide(String(html[valueRange])))
        }
        return masked
    }

    /// A password `<input>`'s value attribute (group 1: the escaped value).
    private static let passwordInput = try! NSRegularExpression(
        pattern: #"<input(?=[^>]*type="password")[^>]*?\svalue="([^"]*)""#)
}
