import BinderyTest
import BinderyWeb
@testable import Catalog
import Foundation
import Testing

/// The catalog screen driven through its controls on an in-memory session, without a browser.
@Suite(.checksForLeaks)
struct CatalogScreenTests {
    /// 2025-03-01 14:05 UTC, the day the picker first shows.
    static let today = Date(timeIntervalSince1970: 1_740_837_900)

    private func open(language: Language = "en") -> ScreenTester {
        let registry = ScreenRegistry()
        CatalogApp.register(in: registry, environment: .testing.providing(CatalogApp.Services { Self.today }))
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

    /// The value lines of the presenting and listing controls, in order.
    private func presentationLines(_ tester: ScreenTester) -> [String?] {
        ["alertLabel", "shareLabel", "nicknameLabel", "planetLabel", "refreshLabel"].map { tester.view($0, as: Label.self)?.text }
    }

    /// The HTML of the dialog the last patches presented (nil when none did).
    private func presentedHTML(_ patches: [Patch]) -> String? {
        patches.lazy.compactMap { patch -> String? in if case .present("dialog", let html) = patch { html } else { nil } }.first
    }

    @Test func theAlertIsAnAlertDialogAndTheChosenActionsTitleReachesItsLine() throws {
        let tester = open()
        #expect(presentationLines(tester) == ["Alert: None yet", "Share: None yet", "Nickname: None yet", "Planet: None yet",
                                              "Refreshes: 0"])
        _ = tester.takeMessages()
        tester.tap("alertButton")
        let html = try #require(presentedHTML(tester.takePatches()))
        #expect(html.contains(#"class="alert" role="alertdialog" aria-labelledby="dialog-title" aria-describedby="dialog-message""#))
        #expect(html.contains(#"<h2 id="dialog-title">Delete the draft?</h2>"#))
        #expect(html.contains(#"<p id="dialog-message">A deleted draft cannot be brought back.</p>"#))
        #expect(html.range(of: ">Delete</button>")!.lowerBound < html.range(of: ">Cancel</button>")!.lowerBound, "cancel last")
        let alert = try #require(tester.screen?.presentedViewController as? AlertController)
        trackForLeaks(alert)
        tester.tap("dialog-action-1")
        #expect(tester.takePatches() == [.dismiss(id: "dialog"), .text(id: "alertLabel", value: "Alert: Delete")])

        tester.tap("alertButton")
        _ = tester.takeMessages()
        tester.dismissDialog()
        #expect(tester.takePatches() == [.dismiss(id: "dialog"), .text(id: "alertLabel", value: "Alert: Cancel")],
                "Escape chooses Cancel")
        #expect(tester.accessibilityIssues == [])
        tester.close()
    }

    @Test func theActionSheetIsNamedByItsTitleAndEscapeCancelsIt() throws {
        let tester = open()
        _ = tester.takeMessages()
        tester.tap("shareButton")
        let html = try #require(presentedHTML(tester.takePatches()))
        #expect(html.contains(#"class="action-sheet" aria-labelledby="dialog-title""#) && !html.contains("alertdialog"))
        #expect(tester.view("dialog-action-0", as: Button.self)?.title == "Mail")
        tester.send(.event(id: "shareButton", name: .tap, value: nil))   // as a page would: the id is beneath the sheet
        #expect(tester.takeMessages().compactMap(\.errorCode) == [.unknownId], "the screen beneath the sheet takes no taps")
        tester.tap("dialog-action-1")
        #expect(tester.takePatches() == [.dismiss(id: "dialog"), .text(id: "shareLabel", value: "Share: Messages")])
        tester.tap("shareButton")
        tester.dismissDialog()
        #expect(tester.view("shareLabel", as: Label.self)?.text == "Share: Cancel")
        #expect(tester.screen?.presentedViewController == nil)
        tester.close()
    }

    @Test func thePresentedScreenReportsItsNicknameOnDoneOrReturnAndNothingOnEscape() throws {
        let tester = open()
        _ = tester.takeMessages()
        tester.tap("nicknameButton")
        let html = try #require(presentedHTML(tester.takePatches()))
        #expect(html.hasPrefix(#"<dialog id="dialog" data-modal class="sheet" aria-label="Nickname">"#), "\(html)")
        #expect(html.contains(#"<h2 id="nicknameTitle">Nickname</h2>"#))
        #expect(html.contains(#"aria-label="Nickname""#) && html.contains(#">Done</button>"#) && html.contains(">Close</button>"))
        let presented = try #require(tester.screen?.presentedViewController)
        trackForLeaks(presented)
        tester.type("nicknameField", "  Ann ")
        tester.tap("nicknameDone")
        #expect(tester.takePatches() == [.dismiss(id: "dialog"), .text(id: "nicknameLabel", value: "Nickname: Ann")])

        tester.tap("nicknameButton")
        tester.type("nicknameField", "Bo")
        tester.pressReturn("nicknameField")
        #expect(tester.view("nicknameLabel", as: Label.self)?.text == "Nickname: Bo")
        #expect(tester.screen?.presentedViewController == nil)

        tester.tap("nicknameButton")
        tester.type("nicknameField", "Cy")
        _ = tester.takeMessages()
        tester.dismissDialog()
        #expect(tester.takePatches() == [.dismiss(id: "dialog")], "Escape reports nothing")
        #expect(tester.view("nicknameLabel", as: Label.self)?.text == "Nickname: Bo")
        tester.send(.event(id: "nicknameDone", name: .tap, value: nil))   // a dismissed screen's button, as a page would
        #expect(tester.takeMessages().compactMap(\.errorCode) == [.unknownId], "a dismissed screen takes no taps")
        #expect(tester.accessibilityIssues == [])
        tester.close()
    }

    @Test func thePlanetsAreCellsOfTheCatalogsDesignAndTheRefreshControlCountsItsRefreshes() throws {
        let tester = open()
        guard case .screen(_, _, let html, _)? = tester.takeMessages().dropFirst().first else {
            Issue.record("no screen"); return
        }
        #expect(html.contains(#"<div id="planetsScrollView" class="scroll-view" tabindex="0"><button type="button" id="refreshControl" class="refresh-control" data-tap>Refresh</button>"#))
        #expect(html.contains(#"<table id="planetsTable" aria-label="Planets"><tbody><tr data-row="0" tabindex="0"><td><div id="planetsTable-0"><strong id="planetNameLabel">Mercury</strong><p id="planetDistanceLabel" class="status">0.39 AU from the sun</p></div></td></tr>"#), "\(html)")
        #expect(html.contains(">Mars</strong>") && html.contains(">1.52 AU from the sun</p>"))

        tester.select("planetsTable", row: "3")
        #expect(tester.takePatches() == [.text(id: "planetLabel", value: "Planet: Mars")])
        tester.select("planetsTable", row: "4")
        #expect(tester.takeMessages().compactMap(\.errorCode) == [.unknownId], "no fifth planet")

        tester.tap("refreshControl")
        #expect(tester.takePatches() == [.text(id: "refreshControl", value: "Refreshing…")])
        tester.tap("refreshControl")
        tester.advance(by: .milliseconds(599))
        #expect(tester.takePatches() == [], "a tap while refreshing is ignored, and the refresh is not over yet")
        tester.advance(by: .milliseconds(1))
        // Both come from the one refresh that ended; a shared stream's subscribers are told in no set order.
        #expect(Set(tester.takePatches().map(String.init(describing:)))
                == Set([Patch.text(id: "refreshControl", value: "Refresh"), .text(id: "refreshLabel", value: "Refreshes: 1")].map(String.init(describing:))))
        tester.tap("refreshControl")
        tester.advance(by: CatalogViewModel.refreshDuration)
        #expect(presentationLines(tester).suffix(2) == ["Planet: Mars", "Refreshes: 2"])
        tester.close()
    }

    @Test func thePresentingControlsSpeakKorean() {
        let tester = open(language: "ko")
        #expect(presentationLines(tester) == ["알림: 아직 없음", "공유: 아직 없음", "별명: 아직 없음", "행성: 아직 없음", "새로 고침: 0회"])
        tester.tap("alertButton")
        #expect(tester.view("dialog-action-1", as: Button.self)?.title == "삭제")
        tester.dismissDialog()
        tester.tap("shareButton")
        tester.tap("dialog-action-0")
        tester.tap("nicknameButton")
        #expect(tester.view("nicknameDone", as: Button.self)?.title == "완료")
        tester.type("nicknameField", "보라")
        tester.tap("nicknameDone")
        tester.select("planetsTable", row: "2")
        tester.tap("refreshControl")
        #expect(tester.view("refreshControl", as: RefreshControl.self)?.isRefreshing == true)
        tester.advance(by: CatalogViewModel.refreshDuration)
        #expect(presentationLines(tester) == ["알림: 취소", "공유: 메일", "별명: 보라", "행성: 지구", "새로 고침: 1회"])
        #expect(tester.accessibilityIssues == [])
        tester.close()
    }
}
