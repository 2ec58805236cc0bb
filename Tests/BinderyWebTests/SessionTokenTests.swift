@testable import BinderyWeb
import Testing

/// Tokens and browser ids: 64 lowercase hex digits, every one different.
struct SessionTokenTests {
    @Test func aTokenIs64LowercaseHexDigitsAndNoTwoAreAlike() {
        let tokens = (0..<1_000).map { _ in SessionToken.make() }
        for token in tokens {
            #expect(token.utf8.count == SessionToken.length)
            #expect(token.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) })
        }
        #expect(Set(tokens).count == tokens.count)
        // Every digit turns up in every position over a thousand tokens: the bits are all used.
        for position in [0, 15, 16, 63] {
            let digits = Set(tokens.map { Array($0.utf8)[position] })
            #expect(digits.count == 16, "position \(position)")
        }
    }
}
