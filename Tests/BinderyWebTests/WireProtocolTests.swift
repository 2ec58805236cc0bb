import BinderyWeb
import Foundation
import Testing

/// The page and the server share one definition of the protocol: the served script carries `WireProtocol`'s
/// names and limits, the script's source spells none of them itself, and frames are well-formed JSON however hostile
/// their text.
struct WireProtocolTests {
    /// The script as it is served, with the constants written in.
    private let served = WebApp.clientScript

    /// The script as it is in the package, before the constants are written in.
    private var source: String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/BinderyWeb/Resources/bindery.js").standardizedFileURL
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    @Test func theServedScriptCarriesTheConstantsInPlaceOfThePlaceholder() throws {
        #expect(!served.contains("/*BINDERY_WIRE*/"))
        #expect(served.contains("var W = " + WireProtocol.javaScriptConstants + ";"))
        let constants = try #require(
            JSONSerialization.jsonObject(with: Data(WireProtocol.javaScriptConstants.utf8)) as? [String: Any])
        #expect(constants["version"] as? Int == WireProtocol.version)
        #expect((constants["key"] as? [String: String])?["type"] == "t")
        #expect((constants["op"] as? [String: String])?["classes"] == "class")
        #expect((constants["event"] as? [String: String])?.count == ClientMessage.EventName.allCases.count)
        #expect((constants["path"] as? [String: String])?["socket"] == WireProtocol.Path.socket.rawValue)
    }

    @Test func theScriptSourceSpellsNoWireNameOfItsOwn() throws {
        let script = source
        try #require(script.contains("/*BINDERY_WIRE*/"), "the client script must hold the constants' placeholder")
        let vocabulary = Set(WireProtocol.MessageType.allCases.map(\.rawValue)
            + ClientMessage.EventName.allCases.map(\.rawValue)
            + WireProtocol.Attribute.allCases.map(\.rawValue)
            + WireProtocol.Path.allCases.map(\.rawValue)
            + WireProtocol.Element.allCases.map(\.rawValue)
            + [WireProtocol.sessionMetaName]
            + [WireProtocol.Key.type, .version, .patches, .operation, .token, .ticket, .render].map(\.rawValue))
        let literals = Self.stringLiterals(in: script)
        #expect(literals.filter(vocabulary.contains).isEmpty, "spelled in bindery.js instead of coming from WireProtocol")
    }

    @Test func framesAreJSONWhateverTheirTextHolds() throws {
        let hostile = "\"quoted\" \\ back\nslash\t<tab> \u{0001}\u{001F} 한국어 🙂 \u{2028}"
        let messages = [
            ServerMessage.error(code: .malformed, message: hostile),
            ServerMessage.patches([.text(id: hostile, value: hostile), .src(id: "i", value: nil),
                                   .classes(id: "c", value: ["a", hostile]), .enabled(id: "e", value: false),
                                   .rows(id: "t", value: [TableRow(id: "r", styledCells: [[TextRun(hostile, emphasized: true)]])])]),
            ServerMessage.screen(path: "/x", title: hostile, html: "<p>\(hostile)</p>", history: .push),
            // Past the writer's stack buffer (512 bytes), with escapes on both sides of the move to the heap.
            ServerMessage.error(code: .malformed, message: String(repeating: hostile, count: 40)),
        ]
        let frames = messages.map(\.frame)
        for message in messages {
            // What a byte transport sends is valid UTF-8 as written, not repaired: the text frame's bytes exactly.
            #expect(String(validating: message.frameUTF8, as: UTF8.self) == message.frame)
        }
        for frame in frames {
            let object = try #require(JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
            #expect(object["t"] is String)
        }
        let error = try #require(JSONSerialization.jsonObject(with: Data(frames[0].utf8)) as? [String: Any])
        #expect(error["message"] as? String == hostile)
        let patch = try #require(JSONSerialization.jsonObject(with: Data(frames[1].utf8)) as? [String: Any])
        let patches = try #require(patch["p"] as? [[String: Any]])
        #expect(patches[0]["id"] as? String == hostile)
        #expect(patches[1]["value"] is NSNull)
        #expect(patches[3]["value"] as? Bool == false)
        let long = try #require(JSONSerialization.jsonObject(with: Data(frames[3].utf8)) as? [String: Any])
        #expect(long["message"] as? String == String(repeating: hostile, count: 40))
    }

    @Test func theMessageLimitIsTheSessionsOne() {
        let frame = "{\"t\":\"navigate\",\"path\":\"/" + String(repeating: "a", count: 100) + "\"}"
        #expect((try? ClientMessage.decode(frame, maxBytes: 64).get()) == nil)
        #expect((try? ClientMessage.decode(frame, maxBytes: 1024).get()) != nil)
        #expect(WebConfiguration().maxMessageBytes == WireProtocol.Limit.defaultMessageBytes)
    }

    /// The double- and single-quoted string literals of a script, unescaped only as far as needed to compare them.
    private static func stringLiterals(in script: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #""((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'"#)
        let text = script as NSString
        return pattern.matches(in: script, range: NSRange(location: 0, length: text.length)).map { match in
            let range = match.range(at: 1).location != NSNotFound ? match.range(at: 1) : match.range(at: 2)
            return text.substring(with: range)
        }
    }
}
