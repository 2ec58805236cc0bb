/// Helpers for writing HTML safely: every piece of text goes through `escape`.
public enum HTML {
    /// Escapes text for use in element content and quoted attribute values.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Whether `name` can be written as an element's tag: lowercase ASCII letters and digits, starting with a letter.
    public static func isElementName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }

    /// An attribute list rendered from name/value pairs; nil values are left out, empty ones are bare.
    public static func attributes(_ pairs: [(String, String?)]) -> String {
        pairs.compactMap { name, value in
            guard let value else { return nil }
            return value.isEmpty ? " \(name)" : " \(name)=\"\(escape(value))\""
        }.joined()
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
