import Bindery
import BinderyWeb
import Foundation
import Testing

/// Makes hostile frames: random bytes, truncated and deeply nested JSON, huge strings, unknown ids, wrong types.
private struct FrameFactory {
    var random: SeededGenerator
    let ids = ["plusButton", "nameField", "countLabel", "nextButton", "nope", "", "<script>", String(repeating: "x", count: 300)]
    let names = ["tap", "change", "touchDown", "select", "explode", "", "TAP"]

    mutating func next() -> String {
        switch Int.random(in: 0..<9, using: &random) {
        case 0: return String(decoding: (0..<Int.random(in: 0..<64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }, as: UTF8.self)
        case 1: return String(validEvent().dropLast(Int.random(in: 1...10, using: &random)))
        case 2: return String(repeating: "[", count: Int.random(in: 1...5_000, using: &random))
        case 3: return "{\"t\":\"event\",\"id\":\"nameField\",\"name\":\"change\",\"value\":\"" + String(repeating: "\u{AC00}", count: Int.random(in: 900...30_000, using: &random)) + "\"}"
        case 4: return "{\"t\":\"event\",\"id\":\(Int.random(in: 0...9, using: &random)),\"name\":[1],\"value\":{\"a\":null}}"
        case 5: return "{\"t\":\"hello\",\"v\":\(Int.random(in: -3...3, using: &random)),\"token\":\"x\"}"
        case 6: return "{\"t\":\"navigate\",\"path\":\"\(["/", "/nowhere", "javascript:x", "//evil", "/second"].randomElement(using: &random)!)\"}"
        case 7: return "{\"t\":\"visibility\",\"value\":\"\(["hidden", "visible", "", "HIDDEN", "prerender"].randomElement(using: &random)!)\"}"
        default: return validEvent()
        }
    }

    mutating func validEvent() -> String {
        let id = ids.randomElement(using: &random)!, name = names.randomElement(using: &random)!
        return "{\"t\":\"event\",\"id\":\"\(id)\",\"name\":\"\(name)\",\"value\":\"v\(Int.random(in: 0...99, using: &random))\"}"
    }
}

@Suite struct HostileInputTests {
    /// How many frames the fuzz test sends: 3,000 by default, `BINDERY_FUZZ_FRAMES=100000` for the full run.
    static let frameCount = ProcessInfo.processInfo.environment["BINDERY_FUZZ_FRAMES"].flatMap(Int.init) ?? 3_000

    @Test func fuzzedFramesNeverCrashAndEveryBadOneIsAnswered() {
        weak var fuzzedScreen: ViewController?
        do {
            let fuzzed = ScreenTester(path: "/counter", registry: counterRegistry())
            let bystander = ScreenTester(path: "/counter", registry: counterRegistry())
            fuzzedScreen = fuzzed.screen
            _ = fuzzed.takeMessages()
            _ = bystander.takeMessages()
            var factory = FrameFactory(random: SeededGenerator(state: 2026))
            for _ in 0..<Self.frameCount {
                let frame = factory.next()
                let refused: Bool
                if case .failure = ClientMessage.decode(frame) { refused = true } else { refused = false }
                fuzzed.sendFrame(frame)
                let messages = fuzzed.takeMessages()
                if refused {
                    #expect(messages.contains { if case .error = $0 { true } else { false } }, "no error for \(frame.prefix(80))")
                }
            }
            bystander.tap("plusButton")
            #expect(bystander.takePatches() == [.text(id: "countLabel", value: "1")])
            fuzzed.navigate("/counter")
            _ = fuzzed.takeMessages()
            #expect(fuzzed.view("countLabel", as: Label.self) != nil)
            fuzzed.close()
            bystander.close()
        }
        #expect(fuzzedScreen == nil)
    }

    @Test func aFloodIsRateLimitedAndTheNextSecondWorksAgain() {
        let tester = ScreenTester(path: "/counter", registry: counterRegistry(), eventsPerSecond: 2, eventBurst: 3)
        _ = tester.takeMessages()
        for _ in 0..<5 { tester.type("nameField", "x\(Int.random(in: 0...1_000_000))") }
        let refusals = tester.takeMessages().filter { if case .error(.rateLimited, _) = $0 { true } else { false } }
        #expect(refusals.count == 2)
        tester.advance(by: .seconds(1))
        _ = tester.takeMessages()
        tester.tap("plusButton")
        #expect(tester.takePatches() == [.text(id: "countLabel", value: "1")])
    }

    @Test func aFloodMakesOneReportEveryTenSecondsNotOnePerEvent() {
        let tester = ScreenTester(path: "/counter", registry: counterRegistry(), eventsPerSecond: 2, eventBurst: 3)
        var reports: [Int] = []
        tester.session.onRateLimited = { reports.append($0) }
        _ = tester.takeMessages()
        for _ in 0..<50 { tester.tap("plusButton") }
        tester.settle()
        #expect(reports == [1], "the first refusal is reported at once")
        tester.advance(by: .seconds(10))
        for _ in 0..<30 { tester.tap("plusButton") }
        tester.settle()
        // 47 refused in the first flood (1 reported at once, 46 held), then 27 in the second: the first of those
        // is reported with the 46 held (47); the other 26 wait for the next report.
        #expect(reports == [1, 47], "then the count since, once per ten seconds")
        tester.close()
    }
}
