/// Writes JSON text straight from typed values, for the frames the server sends: no `[String: Any]`, no
/// intermediate objects, keys in the order written.
///
/// A value written where a value is expected is separated from the previous one with a comma; `object` and
/// `array` nest. Strings are escaped per RFC 8259 (quote, backslash and control characters).
struct JSONWriter {
    /// The JSON written so far.
    private(set) var text = ""
    /// Whether the next value is the first in its object or array (or follows a key), so needs no comma.
    private var atStart = true

    /// Writes an object whose members `body` writes.
    mutating func object(_ body: (inout JSONWriter) -> Void) {
        separate()
        text.append("{")
        atStart = true
        body(&self)
        text.append("}")
        atStart = false
    }

    /// Writes an array of `items`, each written by `element`.
    mutating func array<Items: Sequence>(_ items: Items, _ element: (inout JSONWriter, Items.Element) -> Void) {
        separate()
        text.append("[")
        atStart = true
        for item in items { element(&self, item) }
        text.append("]")
        atStart = false
    }

    /// Writes a member's key; the next value written is its value.
    mutating func key(_ name: String) {
        separate()
        appendQuoted(name)
        text.append(":")
        atStart = true
    }

    /// Writes a member's key.
    mutating func key(_ key: WireProtocol.Key) { self.key(key.rawValue) }

    /// Writes a string.
    mutating func value(_ string: String) {
        separate()
        appendQuoted(string)
    }

    /// Writes an integer.
    mutating func value(_ number: Int) {
        separate()
        text.append(String(number))
    }

    /// Writes `true` or `false`.
    mutating func value(_ flag: Bool) {
        separate()
        text.append(flag ? "true" : "false")
    }

    /// Writes a string, or `null` for nil.
    mutating func value(_ string: String?) {
        if let string { value(string) } else { separate(); text.append("null") }
    }

    /// Writes an array of strings.
    mutating func value(_ strings: [String]) {
        array(strings) { json, string in json.value(string) }
    }

    /// Writes a member whose value is a string.
    mutating func member(_ key: WireProtocol.Key, _ string: String) { self.key(key); value(string) }
    /// Writes a member whose value is an integer.
    mutating func member(_ name: String, _ number: Int) { key(name); value(number) }
    /// Writes a member whose value is a string.
    mutating func member(_ name: String, _ string: String) { key(name); value(string) }
    /// Writes a member whose value is an object of string members, in order.
    mutating func member(_ name: String, _ pairs: [(String, String)]) {
        key(name)
        object { json in for (key, value) in pairs { json.member(key, value) } }
    }

    private mutating func separate() {
        if atStart { atStart = false } else { text.append(",") }
    }

    private mutating func appendQuoted(_ string: String) {
        text.append("\"")
        var plainStart = string.unicodeScalars.startIndex
        let scalars = string.unicodeScalars
        var index = plainStart
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let escaped: String? = switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where scalar.value < 0x20: "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: nil
            }
            if let escaped {
                text.unicodeScalars.append(contentsOf: scalars[plainStart..<index])
                text.append(escaped)
                plainStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        text.unicodeScalars.append(contentsOf: scalars[plainStart..<scalars.endIndex])
        text.append("\"")
    }
}
