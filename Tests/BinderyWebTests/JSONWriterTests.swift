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

    /// A wire name is copied without the escape scan too: every case of every `WireName` must be plain.
    @Test(arguments: Self.wireNames)
    func writesAWireNameAsAString(name: String, written: String) {
        #expect(name.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
        #expect(written == "{\"v\":\"\(name)\"}")
    }

    /// Each wire name's raw value, and the object `member(_:_:)` writes with it as a wire name.
    static let wireNames: [(String, String)] = names(WireProtocol.MessageType.self)
        + names(WireProtocol.PatchOperation.self) + names(ClientMessage.EventName.self) + names(ProtocolError.Code.self)
        + names(HistoryMode.self) + names(AccessibilityAttribute.self) + names(PageVisibility.self)

    private static func names<Name: WireName>(_ type: Name.Type) -> [(String, String)] {
        Name.allCases.map { name in
            (name.rawValue, JSONWriter.text { json in json.object { json in json.member(.version, name) } })
        }
    }

    @Test func writesVerbatimKeysAndValuesAsLiterals() {
        let written = JSONWriter.text { json in
            json.object { json in json.key(verbatim: "kind"); json.value(verbatim: "in"); json.member("ms", 3) }
        }
        #expect(written == #"{"kind":"in","ms":3}"#)
    }

    @Test func escapesWhatJSONMustEscape() {
        let written = JSONWriter.text { json in json.object { json in json.member("a\"b", "q\"\\\n\u{1}é") } }
        #expect(written == #"{"a\"b":"q\"\\\n\u0001é"}"#)
    }
}
