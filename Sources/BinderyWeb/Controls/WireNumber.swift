/// Numbers as a page's fields hold them (`<input type="range">`, `<input type="number">`, `<progress>`): written
/// in their shortest decimal form, read strictly.
enum WireNumber {
    /// The longest number text the page may send, in characters.
    static let maxCharacters = 40

    /// `number` as a field holds it: a whole number without a fraction (`50`), else its shortest form (`0.25`, `1e-05`).
    static func text<Number: BinaryFloatingPoint & LosslessStringConvertible>(_ number: Number) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return number.description
    }

    /// The number a page sent as `text`: a plain decimal (`-12`, `0.5`, `2.5e3`), finite; nil for anything else
    /// (an empty text, `NaN`, `inf`, hexadecimal, spaces, a `+`).
    static func parse<Number: BinaryFloatingPoint & LosslessStringConvertible>(_ text: String, as type: Number.Type) -> Number? {
        guard text.count <= maxCharacters, isDecimal(text), let number = Number(text), number.isFinite else { return nil }
        return number
    }

    /// An index a page sent as `text`: ASCII digits only, at most nine; nil for anything else.
    static func index(_ text: String) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }

    /// Whether `text` is `-`? digits (`.` digits)? (`e`|`E` (`+`|`-`)? digits)?.
    private static func isDecimal(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Bool {
            let count = bytes.prefix { (0x30...0x39).contains($0) }.count
            bytes = bytes.dropFirst(count)
            return count > 0
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard digits() else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() else { return false }
        }
        return bytes.isEmpty
    }
}
