/// Helpers for writing HTML safely: every piece of text goes through `escape`.
public enum HTML {
    /// Whether `href` is a path on this site (`/export`, `/habits?tab=2`): never another host (`//host`), a scheme
    /// (`javascript:`) or a backslash a browser may read as a slash. What a link of BinderyWeb's may open.
    static func isSitePath(_ href: String) -> Bool {
        href.hasPrefix("/") && !href.hasPrefix("//") && !href.contains("\\")
    }

    /// Escapes text for use in element content and quoted attribute values.
    ///
    /// Works on the UTF-8 bytes: the five characters it replaces are ASCII, and no byte of a multi-byte character is.
    /// Text with none of them (most of it) is returned as it is, without a copy.
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: needsEscaping) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        appendEscapingEach(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `byte` is one `escape` replaces.
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'")
    }

    /// Whether `name` can be written as an element's tag: lowercase ASCII letters and digits, starting with a letter.
    public static func isElementName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }

    /// An attribute list rendered from name/value pairs; nil values are left out, empty ones are bare.
    public static func attributes(_ pairs: [(String, String?)]) -> String {
        var out = attributeBytes()
        for (name, value) in pairs { appendAttribute(name, value, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// An empty attribute list's bytes, with room for a control's id, class, own and accessibility attributes.
    /// Attributes are written as UTF-8 and made a `String` once: appending to a `String` cost about 200
    /// instructions a piece, five pieces an attribute.
    static func attributeBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(96)
        return bytes
    }

    /// Appends ` name="value"` to `out`, the value escaped: nothing for a nil value, a bare ` name` for an empty one.
    static func appendAttribute(_ name: String, _ value: String?, to out: inout [UInt8]) {
        guard let value else { return }
        out.append(UInt8(ascii: " "))
        out.append(contentsOf: name.utf8)
        guard !value.isEmpty else { return }
        out.append(UInt8(ascii: "="))
        out.append(UInt8(ascii: "\""))
        appendEscaped(value, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// Appends `text`'s UTF-8 to `out`, escaped as `escape(_:)` escapes it.
    private static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        guard text.utf8.contains(where: needsEscaping) else { return out.append(contentsOf: text.utf8) }
        appendEscapingEach(text, to: &out)
    }

    /// Appends `text`'s UTF-8 to `out` byte by byte, each byte `escape(_:)` replaces replaced.
    private static func appendEscapingEach(_ text: String, to out: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
            default: out.append(byte)
            }
        }
    }

    /// A short fingerprint of rendered HTML (64-bit FNV-1a, hex): the page and the screen message carry it,
    /// so the client can tell that a re-sent screen is exactly what it already shows.
    public static func fingerprint(_ html: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in html.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
