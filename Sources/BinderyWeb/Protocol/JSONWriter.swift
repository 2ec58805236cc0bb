/// Writes JSON text straight from typed values, for the frames the server sends: no `[String: Any]`, no
/// intermediate objects, keys in the order written.
///
/// A value written where a value is expected is separated from the previous one with a comma; `object` and
/// `array` nest. Strings are escaped per RFC 8259 (quote, backslash and control characters).
struct JSONWriter {
    /// The JSON written so far, as UTF-8: appending bytes to one buffer costs a fraction of appending many small
    /// `String`s (about 28,000 instructions for a two-patch frame that way).
    private var bytes: [UInt8] = []

    /// The JSON written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The JSON written so far, as UTF-8: valid by construction (whole strings' UTF-8 and ASCII), so a transport that
    /// writes bytes skips the validation `text` costs (about 2,000 instructions for a 120-byte patch frame).
    var utf8: [UInt8] { bytes }

    init() { bytes.reserveCapacity(256) }
    /// Whether the next value is the first in its object or array (or follows a key), so needs no comma.
    private var atStart = true

    /// Writes an object whose members `body` writes.
    mutating func object(_ body: (inout JSONWriter) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "{"))
        atStart = true
        body(&self)
        bytes.append(UInt8(ascii: "}"))
        atStart = false
    }

    /// Writes an array of `items`, each written by `element`.
    mutating func array<Items: Sequence>(_ items: Items, _ element: (inout JSONWriter, Items.Element) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "["))
        atStart = true
        for item in items { element(&self, item) }
        bytes.append(UInt8(ascii: "]"))
        atStart = false
    }

    /// Writes a member's key; the next value written is its value.
    mutating func key(_ name: String) {
        separate()
        appendQuoted(name)
        bytes.append(UInt8(ascii: ":"))
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
        bytes.append(contentsOf: String(number).utf8)
    }

    /// Writes `true` or `false`.
    mutating func value(_ flag: Bool) {
        separate()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    /// Writes a string, or `null` for nil.
    mutating func value(_ string: String?) {
        if let string { value(string) } else { separate(); bytes.append(contentsOf: "null".utf8) }
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
        if atStart { atStart = false } else { bytes.append(UInt8(ascii: ",")) }
    }

    /// Appends `string` quoted. Most strings need no escape and are appended whole; the others are escaped byte by
    /// byte over their UTF-8 (every character that needs an escape is ASCII, so multi-byte sequences pass unchanged).
    /// Walking `unicodeScalars` and appending scalar slices cost about 90,000 instructions for a two-patch frame.
    private mutating func appendQuoted(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        // Over the string's own UTF-8 buffer: walking `string.utf8` costs a few hundred instructions for a short id.
        var string = string
        string.withUTF8 { appendEscaped($0) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `utf8` with what JSON must escape escaped; a run with nothing to escape (nearly all) in one copy.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard utf8.contains(where: Self.needsEscape) else { bytes.append(contentsOf: utf8); return }
        for byte in utf8 {
            guard Self.needsEscape(byte) else { bytes.append(byte); continue }
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
            default:
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            }
        }
    }

    /// Whether a UTF-8 byte must be escaped in a JSON string: a quote, a backslash or a control character.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
