import BinderyTest
import BinderyWeb
import Catalog
import Foundation
import Testing

/// The catalog screen driven through its controls on an in-memory session, without a browser.
@Suite(.checksForLeaks)
struct CatalogScreenTests {
    /// 2025-03-01 14:05 UTC, the day the picker first shows.
    static let today = Date(timeIntervalSince1970: 1_740_837_900)

    private func open(language: Language = "en") -> ScreenTester {
        let registry = ScreenRegistry()
        CatalogApp.register(in: registry, environment: .testing.providing(CatalogApp.Services(today: { Self.today })))
        let tester = ScreenTester(path: "/catalog", registry: registry, language: language, screenShown: Self.trackScreen)
        trackForLeaks(tester.session)
        return tester
    }

    /// Tracks a screen and its view model for leaks.
    private static func trackScreen(_ screen: ViewController) {
        trackForLeaks(screen)
        if let viewModel = (screen as? CatalogViewController)?.viewModel { trackForLeaks(viewModel) }
    }

    /// The value lines, in order.
    private func lines(_ tester: ScreenTester) -> [String?] {
        ["workingLabel", "newsLabel", "sizeLabel", "volumeLabel", "guestsLabel", "dayLabel", "fruitLabel", "notesLabel"]
            .map { tester.view($0, as: Label.self)?.text }
    }

    @Test func everyControlRendersWithItsValueLine() {
        let tester = open()
        guard case .screen(_, let title, let html, _)? = tester.takeMessages().dropFirst().first else {
            Issue.record("no screen"); return
        }
        #expect(title == "Control catalog")
        #expect(html.contains(#"<input id="workingSwitch" type="checkbox" role="switch" data-choice aria-label="Working">"#))
        #expect(html.contains(#"<span id="activityIndicator" hidden role="status" aria-busy="false" aria-label="Working…"></span>"#))
        #expect(html.contains(#"value="1" checked>Medium</label>"#))
        #expect(html.contains(#"<progress id="progressView" max="1" value="0.5" aria-label="Progress"></progress>"#))
        #expect(html.contains(#"id="dayPicker" type="date" value="2025-03-01""#))
        #expect(lines(tester) == ["Working: Off", "Send me news: Off", "Size: Medium", "Volume: 50%", "Guests: 2",
                                  "Day: 2025-03-01", "Fruit: Apple", "Notes: 0 characters"])
        #expect(tester.accessibilityIssues == [])
        tester.close()
    }

    @Test func eachControlsValueReachesItsLineAndTheControlsItDrives() {
        let tester = open()
        _ = tester.takeMessages()
        tester.choose("workingSwitch", "true")
        #expect(tester.takePatches() == [
            .text(id: "workingLabel", value: "Working: On"),
            .attribute(id: "activityIndicator", name: .ariaBusy, value: "true"), .hidden(id: "activityIndicator", value: false),
        ])
        tester.choose("volumeSlider", "0.25")
        #expect(tester.takePatches() == [.text(id: "volumeLabel", value: "Volume: 25%"), .value(id: "progressView", value: "0.25")])
        tester.choose(["newsCheckBox": "true", "sizeControl": "2", "guestsStepper": "5", "dayPicker": "2024-02-29",
                       "fruitPicker": "1", "notesView": "two\nlines"])
        #expect(lines(tester) == ["Working: On", "Send me news: On", "Size: Large", "Volume: 25%", "Guests: 5",
                                  "Day: 2024-02-29", "Fruit: Pear", "Notes: 9 characters"])
        tester.choose("workingSwitch", "false")
        #expect(tester.takePatches().suffix(3) == [
            .text(id: "workingLabel", value: "Working: Off"),
            .attribute(id: "activityIndicator", name: .ariaBusy, value: "false"), .hidden(id: "activityIndicator", value: true),
        ])
        tester.close()
    }

    @Test func aValueNoControlCanTakeIsRefusedAndNoLineChanges() {
        let tester = open()
        let before = lines(tester)
        for (id, value) in [("guestsStepper", "13"), ("guestsStepper", "0"), ("volumeSlider", "2"), ("dayPicker", "2024-02-30"),
                            ("fruitPicker", "3"), ("sizeControl", "x"), ("workingSwitch", "on")] {
            _ = tester.takeMessages()
            tester.choose(id, value)
            #expect(tester.takeMessages().compactMap(\.errorCode) == [.malformed], "\(id) took \(value)")
        }
        #expect(lines(tester) == before)
        tester.close()
    }

    @Test func koreanTexts() {
        let tester = open(language: "ko")
        guard case .screen(_, let title, let html, _)? = tester.takeMessages().dropFirst().first else {
            Issue.record("no screen"); return
        }
        #expect(title == "컨트롤 카탈로그")
        #expect(html.contains(#"aria-label="작업 중""#))
        #expect(html.contains(">보통</label>"))
        #expect(lines(tester) == ["작업 중: 꺼짐", "소식 받기: 꺼짐", "크기: 보통", "음량: 50%", "손님: 2명", "날짜: 2025-03-01",
                                  "과일: 사과", "메모: 0자"])
        tester.choose("fruitPicker", "2")
        #expect(tester.view("fruitLabel", as: Label.self)?.text == "과일: 자두")
        #expect(tester.accessibilityIssues == [])
        tester.close()
    }
}
