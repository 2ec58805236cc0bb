@testable import BinderyWeb
import Testing

/// `JSONWriter` writes integers as `String(_:)` spells them, a record's line with its newline, wire keys unescaped
/// (each needs none) and strings escaped.
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

    /// A wire key is copied without the escape scan: every one must be plain, and comes out as a string key would.
    @Test(arguments: WireProtocol.Key.allCases)
    func writesAWireKeyAsAStringKey(key: WireProtocol.Key) {
        #expect(key.rawValue.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
        let written = JSONWriter.text { json in json.object { json in json.member(key, "x"); json.member(key.rawValue, "y") } }
        #expect(written == "{\"\(key.rawValue)\":\"x\",\"\(key.rawValue)\":\"y\"}")
    }

    @Test func escapesWhatJSONMustEscape() {
        let written = JSONWriter.text { json in json.object { json in json.member("a\"b", "q\"\\\n\u{1}é") } }
        #expect(written == #"{"a\"b":"q\"\\\n\u0001é"}"#)
    }
}
