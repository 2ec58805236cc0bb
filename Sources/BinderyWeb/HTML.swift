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

    /// An attribute list rendered from name/value pairs; nil values are left out, empty ones are bare.
    public static func attributes(_ pairs: [(String, String?)]) -> String {
        pairs.compactMap { name, value in
            guard let value else { return nil }
            return value.isEmpty ? " \(name)" : " \(name)=\"\(escape(value))\""
        }.joined()
    }
}
