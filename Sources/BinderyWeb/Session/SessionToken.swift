/// Unguessable identifiers: a session's token, a browser's cookie id.
public enum SessionToken {
    /// The length of a token: 256 bits as hex digits.
    static let length = 64

    /// 256 random bits from the system's secure generator, as 64 lowercase hex digits.
    ///
    /// Written straight into a string of exactly that length: every tab keeps its token (and its browser's id) for
    /// its whole life, and a string joined from pieces keeps the spare capacity its growth left.
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: length) { buffer in
            for word in 0..<length / 16 {
                var bits: UInt64 = generator.next()
                for digit in (0..<16).reversed() {
                    buffer[word * 16 + digit] = digits[Int(bits & 0xf)]
                    bits >>= 4
                }
            }
            return length
        }
    }
}

extension SessionToken {
    /// Whether `text` could be a token `make()` made: exactly `length` lowercase hex digits. What a page sends as a
    /// token is checked with it before it names anything on disk or in a database.
    public static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == length && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
