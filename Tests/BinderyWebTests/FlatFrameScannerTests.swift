@testable import BinderyWeb
import Foundation
import Testing

/// The scanner that reads common frames without `JSONDecoder` reads each frame it accepts exactly as
/// `JSONDecoder` does, and leaves every other frame to it.
struct FlatFrameScannerTests {
    private func scan(_ text: String) -> ClientFrame? {
        var text = text
        return text.withUTF8 { bytes in var scanner = FlatFrameScanner(bytes: bytes); return scanner.scan() }
    }

    private func fields(_ frame: ClientFrame) -> [String?] {
        [frame.type, frame.version.map(String.init), frame.token, frame.path, frame.id, frame.name, frame.value]
    }

    @Test(arguments: [
        #"{"t":"event","id":"key1","name":"tap"}"#,
        #"{"t":"hello","v":1,"token":"abc-DEF_123","path":"/find-number?x=1"}"#,
        #"{"t":"event","id":"nameField","name":"change","value":"héllo 한국 🎉"}"#,
        #"{"t":"event","id":"x","name":"tap","value":null}"#,
        #" { "t" : "navigate" , "path" : "/a" } "#,
        "{\n\t\"t\":\"event\",\r\n\"id\":\"a\",\"name\":\"tap\"}",
        #"{}"#,
        #"{"t":null}"#,
        #"{"v":0}"#,
        #"{"v":123456789}"#,
        #"{"t":"event","value":""}"#,
    ])
    func acceptsCommonFramesAsJSONDecoderReadsThem(text: String) throws {
        let scanned = try #require(scan(text))
        let decoded = try ClientFrame.decoder.decode(ClientFrame.self, from: Data(text.utf8))
        #expect(fields(scanned) == fields(decoded))
    }

    @Test(arguments: [
        #"{"t":"event","value":"a\"b"}"#,            // an escape
        #"{"t":"event","value":"a\u0041"}"#,         // a unicode escape
        "{\"t\":\"a\u{01}b\"}",                      // a control character
        #"{"t":"event","extra":1}"#,                 // an unknown key
        #"{"t":"event","t":"hello"}"#,               // a repeated key
        #"{"t":42}"#,                                // a wrong type
        #"{"v":"1"}"#,
        #"{"v":1.0}"#,
        #"{"v":1e0}"#,
        #"{"v":-1}"#,
        #"{"v":01}"#,
        #"{"v":1234567890}"#,
        #"{"value":{"x":1}}"#,
        #"{"value":true}"#,
        #"{"t":"event"} x"#,                         // text after the object
        #"{"t":"event",}"#,
        #"{"\u0074":"event"}"#,                     // a known key, escaped
        #"{"tok":"x"}"#,                             // keys near known ones
        #"{"tokens":"x"}"#,
        #"{"Id":"x"}"#,
        #"{"t"#,                                     // a key not closed
        #"{"t":"event""#,
        #"[1,2,3]"#,
        "not json",
        "",
    ])
    func leavesEverythingElseToJSONDecoder(text: String) {
        #expect(scan(text) == nil)
    }

    @Test func refusalsKeepTheirReasons() {
        #expect(ClientMessage.decode(#"{"t":42}"#) == .failure(ProtocolError(.malformed, #"Field "t" must be a string."#)))
        #expect(ClientMessage.decode(#"{"t":"event","id":"a","name":"tap"}"#) == .success(.event(id: "a", name: .tap, value: nil)))
    }
}
