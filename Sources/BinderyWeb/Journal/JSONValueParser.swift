/// Reads JSON text straight into a `JSONValue`, byte by byte: what restoring a tab does for every line of its
/// continuity record. `JSONDecoder` through `JSONValue`'s `Decodable` conformance tries each JSON type in turn and
/// throws at every miss, which made reading a record about three quarters of a restore's time.
///
/// Strict JSON (RFC 8259): no trailing commas, no comments, no leading zeros; strings with every escape, surrogate
/// pairs included; at most `maxDepth` nested arrays and objects; a key repeated in an object keeps its first value.
struct JSONValueParser {
    /// The most arrays and objects nested in one another.
    static let maxDepth = 128

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The value `text` holds, or nil when it is not one JSON value (with nothing but spaces around it).
    static func parse(_ text: Substring) -> JSONValue? {
        var text = text
        return text.withUTF8 { bytes in
            var parser = JSONValueParser(bytes)
            guard let value = parser.value() else { return nil }
            parser.skipSpaces()
            return parser.index == bytes.count ? value : nil
        }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpaces() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func value() -> JSONValue? {
        skipSpaces()
        guard let byte = current else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { return nil }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return nil }
        index += count
        return value
    }

    private mutating func object() -> JSONValue? {
        var members: [String: JSONValue] = [:]
        let complete = elements(closedBy: UInt8(ascii: "}")) { parser in
            parser.skipSpaces()
            guard parser.current == UInt8(ascii: "\""), let key = parser.string() else { return false }
            parser.skipSpaces()
            guard parser.current == UInt8(ascii: ":") else { return false }
            parser.index += 1
            guard let member = parser.value() else { return false }
            if members[key] == nil { members[key] = member }  // the first of a repeated key, as `JSONDecoder`
            return true
        }
        return complete ? .object(members) : nil
    }

    private mutating func array() -> JSONValue? {
        var items: [JSONValue] = []
        let complete = elements(closedBy: UInt8(ascii: "]")) { parser in
            guard let item = parser.value() else { return false }
            items.append(item)
            return true
        }
        return complete ? .array(items) : nil
    }

    /// Reads an object's or an array's elements, its opening bracket at `index`, each with `element` (false: not
    /// one), up to and past `closing`; false when one is not an element, they nest deeper than `maxDepth`, or an
    /// element is followed by neither a comma nor `closing`.
    private mutating func elements(closedBy closing: UInt8, _ element: (inout JSONValueParser) -> Bool) -> Bool {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { return false }
        index += 1  // { or [
        skipSpaces()
        if current == closing {
            index += 1
            return true
        }
        while true {
            guard element(&self) else { return false }
            skipSpaces()
            switch current {
            case UInt8(ascii: ","): index += 1
            case closing: index += 1; return true
            default: return false
            }
        }
    }

    /// A string, the opening quote at `index`; its escapes resolved.
    private mutating func string() -> String? {
        index += 1  // "
        let start = index
        // The common case: no escape, so the text is the bytes as they are (checked to be UTF-8 by `String`).
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
            guard byte >= 0x20 else { return nil }
            index += 1
        }
        guard let stop = current else { return nil }
        var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if stop == UInt8(ascii: "\"") {
            index += 1
            return text
        }
        var pending: [UInt8] = []
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                text += String(decoding: pending, as: UTF8.self)
                return text
            case UInt8(ascii: "\\"):
                guard let escaped = current else { return nil }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): pending.append(escaped)
                case UInt8(ascii: "b"): pending.append(0x08)
                case UInt8(ascii: "f"): pending.append(0x0C)
                case UInt8(ascii: "n"): pending.append(0x0A)
                case UInt8(ascii: "r"): pending.append(0x0D)
                case UInt8(ascii: "t"): pending.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    pending.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            default:
                guard byte >= 0x20 else { return nil }
                pending.append(byte)
            }
        }
        return nil
    }

    /// The scalar of a `\u` escape whose four hex digits start at `index` (two escapes for a surrogate pair).
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let unit = hexQuad() else { return nil }
        if (0xD800...0xDBFF).contains(unit) {
            guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
            index += 2
            guard let low = hexQuad(), (0xDC00...0xDFFF).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        }
        return Unicode.Scalar(unit)
    }

    private mutating func hexQuad() -> UInt32? {
        guard bytes.count - index >= 4 else { return nil }
        var unit: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt32(digit)
            index += 1
        }
        return unit
    }

    /// A number as JSON writes it: `-`? int frac? exp?, read as a `Double`.
    private mutating func number() -> JSONValue? {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else { return nil }
        index += 1
        if first == UInt8(ascii: "0"), let next = current, isDigit(next) { return nil }  // no leading zeros
        while let byte = current, isDigit(byte) { index += 1 }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let byte = current, isDigit(byte) else { return nil }
            while let byte = current, isDigit(byte) { index += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let byte = current, isDigit(byte) else { return nil }
            while let byte = current, isDigit(byte) { index += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return Double(text).map(JSONValue.number)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
