@testable import BinderyWeb
import Foundation
import Testing

/// `JSONValue(parsing:)` reads what `JSONDecoder` reads, the same way (a repeated key keeps its first value), and
/// refuses what is not strict JSON (`JSONDecoder` lets a trailing comma pass): the records a restore replays are
/// read by it.
struct JSONValueParserTests {
    private func decoded(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    @Test(arguments: [
        #"{"id":"key1","name":"tap","t":"event"}"#,
        #"{"kind":"in","message":{"id":"totalField","name":"change","t":"event","value":"12,000"},"ms":1250}"#,
        #" { "a" : [ 1 , -2.5 , 3e2 , 0 , -0.125E-2 , true , false , null ] , "b" : { } , "c" : [ ] } "#,
        #""escapes: \" \\ \/ \b \f \n \r \t \u00e9 \u20AC \ud83d\ude00""#,
        #"{"ko":"안녕하세요","emoji":"😀","markup":"<b>&amp;</b>"}"#,
        "12", "-0", "1.5e-7", "true", "null", #""""#,
        #"{"dup":1,"dup":2}"#,
    ])
    func readsWhatJSONDecoderReads(_ text: String) throws {
        let parsed = try #require(JSONValue(parsing: text))
        #expect(parsed == decoded(text))
    }

    @Test(arguments: [
        "", " ", "{", "}", "[1,]", #"{"a":1,}"#, #"{"a" 1}"#, #"{a:1}"#, "01", "1.", ".5", "-", "1e", "+1", "tru", "nul",
        #""unterminated"#, "\"tab\tinside\"", #""\x""#, #""\u12""#, #""\ud83d""#, #""\ud83d\u0041""#, "[1] [2]", "'a'",
        "NaN", "Infinity",
    ])
    func refusesWhatIsNotJSON(_ text: String) {
        #expect(JSONValue(parsing: text) == nil)
    }

    @Test func deepNestingIsRefusedNotRecursedInto() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(JSONValue(parsing: deep) == nil)
        let fine = String(repeating: "[", count: JSONValueParser.maxDepth) + String(repeating: "]", count: JSONValueParser.maxDepth)
        #expect(JSONValue(parsing: fine) != nil)
    }

    @Test func aJournalReadsEveryKindOfLineAsBefore() throws {
        let header = JournalHeader(app: "/quote", path: "/quote", language: "en", started: Date(timeIntervalSince1970: 0))
        let exchange = ServiceExchange(request: .init(method: "GET", url: "http://127.0.0.1/api"), response: nil, failure: -1009, durationMs: 3)
        let journal = Journal(header: header, entries: [
            JournalEntry(milliseconds: 0, .attach),
            JournalEntry(milliseconds: 1, .input(.object(["t": .string("event"), "id": .string("a"), "name": .string("tap")]))),
            JournalEntry(milliseconds: 2, .output(.object(["t": .string("patch"), "ops": .array([.number(1.5), .null])]))),
            JournalEntry(milliseconds: 3, .service(exchange)),
            JournalEntry(milliseconds: 4, .refused(ProtocolError(.rateLimited, "Slow down."))),
            JournalEntry(milliseconds: 5, .inputFrame("not json")),
            JournalEntry(milliseconds: 6, .detach),
            JournalEntry(milliseconds: 7, .limitReached(bytes: 1024)),
        ])
        #expect(try Journal(jsonLines: journal.jsonLines) == journal)
        // A continuity record's header with the browser's values as the tab began, and one written before them.
        var withValues = header
        withValues.browserValues = ["chat.name": .string("Ann"), "notes.newestFirst": .bool(false)]
        #expect(try Journal(jsonLines: Journal(header: withValues, entries: []).jsonLines).header == withValues)
        #expect(try Journal(jsonLines: Journal(header: header, entries: []).jsonLines).header.browserValues == nil)
        #expect(throws: Journal.ReadError.badLine(2)) { try Journal(jsonLines: Journal.line(header) + "\n{\"kind\":\"in\",\"ms\":1.5}\n") }
    }
}
