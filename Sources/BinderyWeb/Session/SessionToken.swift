/// Unguessable identifiers: a session's token, a browser's cookie id.
enum SessionToken {
    /// 256 random bits from the system's secure generator, as 64 lowercase hex digits.
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
