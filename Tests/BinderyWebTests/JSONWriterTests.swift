@testable import BinderyWeb
import Testing

/// `JSONWriter` writes integers as `String(_:)` spells them, and a record's line with its newline.
struct JSONWriterTests {
    @Test(arguments: [0, 7, -1, 10, 1234, -56789, 1_000_000_007, Int.max, Int.min])
    func writesIntegersAsStringSpellsThem(number: Int) {
        let written = JSONWriter.text { json in json.object { json in json.member("n", number) } }
        #expect(written == "{\"n\":\(String(number))}")
    }

    @Test func writesALineWithItsNewline() {
        let line = JSONWriter.utf8Line { json in json.object { json in json.member("ms", 12) } }
        #expect(String(decoding: line, as: UTF8.self) == "{\"ms\":12}\n")
    }
}
