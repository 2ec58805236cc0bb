import Bindery
import BinderyWeb
import Testing

@Suite(.serialized) struct ProtocolTests {
    private func errorCodes(_ messages: [ServerMessage]) -> [ProtocolError.Code] {
        messages.compactMap { if case .error(let code, _) = $0 { return code } else { return nil } }
    }

    @Test(arguments: [
        ("not json", ProtocolError.Code.malformed),
        ("[1,2,3]", .malformed),
        ("{\"t\":42}", .malformed),
        ("{\"t\":\"explode\"}", .unknownType),
        ("{\"t\":\"event\",\"id\":\"plusButton\",\"name\":\"detonate\"}", .unknownEvent),
        ("{\"t\":\"event\",\"id\":\"nope\",\"name\":\"tap\"}", .unknownId),
        ("{\"t\":\"event\",\"id\":\"countLabel\",\"name\":\"tap\"}", .unknownEvent),
        ("{\"t\":\"event\",\"id\":\"nameField\",\"name\":\"change\",\"value\":{\"x\":1}}", .malformed),
        ("{\"t\":\"hello\",\"v\":1,\"token\":\"x\"}", .malformed),
        ("{\"t\":\"navigate\",\"path\":\"javascript:alert(1)\"}", .malformed),
    ])
    func badFramesGetAnErrorAndChangeNothing(frame: String, code: ProtocolError.Code) {
        let tester = ScreenTester(path: "/counter", registry: counterRegistry())
        _ = tester.takeMessages()
        tester.sendFrame(frame)
        #expect(errorCodes(tester.takeMessages()) == [code])
        #expect(tester.view("countLabel", as: Label.self)?.text == "0")
        tester.tap("plusButton")
        #expect(tester.takePatches() == [.text(id: "countLabel", value: "1")])
    }

    @Test func oversizedFrameIsRefused() {
        let tester = ScreenTester(path: "/counter", registry: counterRegistry())
        _ = tester.takeMessages()
        let huge = "{\"t\":\"event\",\"id\":\"nameField\",\"name\":\"change\",\"value\":\"" + String(repeating: "a", count: 70_000) + "\"}"
        tester.sendFrame(huge)
        #expect(errorCodes(tester.takeMessages()) == [.tooLarge])
        #expect(tester.view("nameField", as: TextField.self)?.text == "")
    }

    @Test func helloChecksVersionAndToken() {
        let app = WebApp(screens: counterRegistry())
        let page = app.openPage(path: "/counter", language: "en")
        #expect(page?.status == 200)
        let token = page?.token ?? ""
        let replies = Box()
        #expect(app.connect(hello: "{\"t\":\"hello\",\"v\":2,\"token\":\"\(token)\"}", send: replies.append) == nil)
        #expect(app.connect(hello: "{\"t\":\"hello\",\"v\":1,\"token\":\"forged\"}", send: replies.append) == nil)
        #expect(app.connect(hello: "{\"t\":\"event\",\"id\":\"plusButton\",\"name\":\"tap\"}", send: replies.append) == nil)
        #expect(app.connect(hello: "{\"t\":\"hello\",\"v\":1}", send: replies.append) == nil)
        let codes = replies.frames.map { $0.contains("wrongVersion") ? "wrongVersion" : $0.contains("badToken") ? "badToken" : $0.contains("notReady") ? "notReady" : "other" }
        #expect(codes == ["wrongVersion", "badToken", "notReady", "badToken"])
        app.closeAll()
    }

    @Test func aByteTransportGetsTheTextTransportsFramesAsUTF8() throws {
        let app = WebApp(screens: counterRegistry())
        let textPage = try #require(app.openPage(path: "/counter", language: "ko"))
        let bytePage = try #require(app.openPage(path: "/counter", language: "ko"))
        let texts = Box()
        let bytes = Box()
        let hello = { (token: String) in "{\"t\":\"hello\",\"v\":1,\"token\":\"\(token)\"}" }
        let textSocket = try #require(app.connect(hello: hello(textPage.token), send: texts.append))
        let sendUTF8: @Sendable ([UInt8]) -> Void = { utf8 in bytes.append(String(validating: utf8, as: UTF8.self) ?? "invalid UTF-8") }
        let byteSocket = try #require(app.connect(hello: hello(bytePage.token), sendUTF8: sendUTF8))
        for socket in [textSocket, byteSocket] {
            socket.receive(text: "{\"t\":\"event\",\"id\":\"plusButton\",\"name\":\"tap\"}")
            socket.receive(text: "{\"t\":\"event\",\"id\":\"nope\",\"name\":\"tap\"}")
            socket.session.performAndWait {}
        }
        // The same frames, but for each tab's own token should a frame carry it.
        let token = { (frame: String, page: RenderedPage) in frame.replacingOccurrences(of: page.token, with: "TOKEN") }
        #expect(bytes.frames.count >= 4)
        #expect(bytes.frames.map { token($0, bytePage) } == texts.frames.map { token($0, textPage) })
        #expect(bytes.frames.contains { $0.contains("\"value\":\"1\"") })
        #expect(bytes.frames.contains { $0.contains("unknownId") })
        app.closeAll()
    }

    @Test func pageEscapesAndCarriesToken() {
        let app = WebApp(screens: counterRegistry())
        let page = app.openPage(path: "/counter", language: "ko")
        #expect(page?.html.contains("<html lang=\"ko\">") == true)
        #expect(page?.html.contains("name=\"bindery-session\" content=\"\(page?.token ?? "-")\"") == true)
        #expect(page?.html.contains("role=\"alert\"") == true)
        #expect(app.openPage(path: "/nowhere", language: "en") == nil)
        app.closeAll()
    }
}

/// Collects frames sent from any thread.
final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var frames: [String] { lock.withLock { stored } }
    func append(_ frame: String) { lock.withLock { stored.append(frame) } }
}

import Foundation
