@testable import BinderyInspector
import BinderyWeb
import Foundation
import Testing

/// A `WebApp`'s timeline in the inspector's terms: each message summarised in one short line, long values and long
/// patch lists cut.
struct WebAppInspectionTests {
    private func json(_ text: String) throws -> JSONValue { try #require(JSONValue(parsing: text)) }

    @Test func anEventNamesItsControlAndAShortenedValue() throws {
        let typed = String(repeating: "가", count: 80)
        let entry = SessionTimelineEntry(milliseconds: 1200, cause: .page(try json(#"{"t":"event","id":"nameField","name":"input","value":"\#(typed)"}"#)),
                                         outputs: [try json(#"{"t":"patch","p":[{"op":"text","id":"nameLabel","value":"x"},{"op":"enabled","id":"okButton","value":true}]}"#)],
                                         nanoseconds: 420_000)
        let step = WebAppInspection.step(entry)
        #expect(step.cause == .page("input nameField “\(String(repeating: "가", count: MessageSummary.textLimit - 1))…”"))
        #expect(step.sent == "text nameLabel, enabled okButton")
        #expect(step.milliseconds == 1200 && step.nanoseconds == 420_000)
    }

    @Test func screensErrorsNavigationsAndOtherCausesReadAsOneLine() throws {
        let navigation = WebAppInspection.step(SessionTimelineEntry(
            milliseconds: 5, cause: .page(try json(#"{"t":"navigate","path":"/bank/history"}"#)),
            outputs: [try json(#"{"t":"screen","path":"/bank/history"}"#), try json(#"{"t":"error","code":"busy"}"#)]))
        #expect(navigation.cause == .page("navigate /bank/history"))
        let hidden = WebAppInspection.step(SessionTimelineEntry(
            milliseconds: 7, cause: .page(try json(#"{"t":"visibility","value":"hidden"}"#))))
        #expect(hidden.cause == .page("visibility hidden"), "the user left the tab")
        #expect(navigation.sent == "screen /bank/history, error busy")
        #expect(WebAppInspection.step(SessionTimelineEntry(milliseconds: 9, cause: .detach)) == InspectedStep(milliseconds: 9, cause: .detach))
        #expect(WebAppInspection.step(SessionTimelineEntry(milliseconds: 9, cause: .attach)).cause == .attach)
        #expect(WebAppInspection.step(SessionTimelineEntry(milliseconds: 9, cause: .server)).cause == .server)
    }

    @Test func aLongPatchListNamesTheFirstAndCountsTheRest() throws {
        let patches = (1...15).map { #"{"op":"text","id":"label\#($0)","value":"v"}"# }.joined(separator: ",")
        let step = WebAppInspection.step(SessionTimelineEntry(milliseconds: 0, cause: .server,
                                                              outputs: [try json(#"{"t":"patch","p":[\#(patches)]}"#)]))
        let named = (1...MessageSummary.patchesNamed).map { "text label\($0)" }
        #expect(step.sent == (named + ["+\(15 - MessageSummary.patchesNamed)"]).joined(separator: ", "))
    }
}
