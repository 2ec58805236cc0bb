/// Reads the `.strings` format translators know from Apple platforms: `"key" = "value";` pairs, with `/* … */`
/// and `//` comments, and the escapes `\"`, `\\`, `\n`, `\t`, `\r` and `\Uxxxx` inside quotes.
public enum StringsFile {
    /// Why a table could not be read: the line and what was expected there.
    public struct SyntaxError: Error, CustomStringConvertible, Equatable {
        /// The 1-based line the reader stopped at.
        public let line: Int
        /// What the reader expected at that line, such as `";"` or a quoted key.
        public let expected: String

        /// "line 3: expected ..."
        public var description: String { "line \(line): expected \(expected)" }
    }

    /// The pairs of `text`; a key given twice keeps its last value.
    public static func parse(_ text: String) throws(SyntaxError) -> [String: String] {
        var reader = Reader(Array(text.unicodeScalars))
        var entries: [String: String] = [:]
        while true {
            try reader.skipSpaceAndComments()
            if reader.isAtEnd { return entries }
            let key = try reader.quoted()
            try reader.skipSpaceAndComments()
            try reader.expect("=")
            try reader.skipSpaceAndComments()
            let value = try reader.quoted()
            try reader.skipSpaceAndComments()
            try reader.expect(";")
            entries[key] = value
        }
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
            if scalars.first == "\u{FEFF}" { index = 1 }
        }

        var isAtEnd: Bool { index >= scalars.count }

        private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        private mutating func advance() -> Unicode.Scalar {
            let scalar = scalars[index]
            index += 1
            if scalar == "\n" { line += 1 }
            return scalar
        }

        mutating func skipSpaceAndComments() throws(SyntaxError) {
            while let scalar = peek() {
                if scalar.properties.isWhitespace {
                    _ = advance()
                } else if scalar == "/", peek(1) == "*" {
                    _ = advance(); _ = advance()
                    while !(peek() == "*" && peek(1) == "/") {
                        guard !isAtEnd else { throw SyntaxError(line: line, expected: "*/ closing the comment") }
                        _ = advance()
                    }
                    _ = advance(); _ = advance()
                } else if scalar == "/", peek(1) == "/" {
                    while let next = peek(), next != "\n" { _ = advance() }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ scalar: Unicode.Scalar) throws(SyntaxError) {
            guard peek() == scalar else { throw SyntaxError(line: line, expected: "\"\(scalar)\"") }
            _ = advance()
        }

        mutating func quoted() throws(SyntaxError) -> String {
            try expect("\"")
            var result = String.UnicodeScalarView()
            while true {
                guard !isAtEnd else { throw SyntaxError(line: line, expected: "a closing quote") }
                let scalar = advance()
                switch scalar {
                case "\"":
                    return String(result)
                case "\\":
                    guard !isAtEnd else { throw SyntaxError(line: line, expected: "an escaped character") }
                    let escaped = advance()
                    switch escaped {
                    case "n": result.append("\n")
                    case "t": result.append("\t")
                    case "r": result.append("\r")
                    case "U", "u":
                        var hex = ""
                        while hex.count < 4, let digit = peek(), digit.properties.isASCIIHexDigit {
                            hex.unicodeScalars.append(advance())
                        }
                        guard hex.count == 4, let value = UInt32(hex, radix: 16), let unicode = Unicode.Scalar(value) else {
                            throw SyntaxError(line: line, expected: "four hexadecimal digits after \\U")
                        }
                        result.append(unicode)
                    default: result.append(escaped)
                    }
                default:
                    result.append(scalar)
                }
            }
        }
    }
}
