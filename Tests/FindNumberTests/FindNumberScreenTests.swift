import BinderyTest
import BinderyWeb
@testable import FindNumber
import Foundation
import Testing

/// The Find Number screen driven through its controls on an in-memory session, without a browser.
@Suite(.checksForLeaks)
struct FindNumberScreenTests {
    let scheduler = DispatchQueue.test
    let service: StubRandomNumberService
    let suites = TemporaryDefaults()
    let suiteName: String
    /// One store for every visit, as `FindNumberApp`'s live services keep one for the whole server (it writes behind).
    let store: RecordStore

    init() {
        service = StubRandomNumberService(scheduler: scheduler)
        suiteName = suites.makeSuiteName()
        store = RecordStore(defaults: suites.defaults(suiteName: suiteName))
    }

    /// The screen as the app registers it, on the stub service and this test's store.
    private func open(language: Language = "en") -> ScreenTester {
        let (service, store) = (self.service, self.store)
        let registry = ScreenRegistry()
        FindNumberApp.register(in: registry, environment: .testing.providing(FindNumberApp.Services(randomNumbers: { service },
                                                                                                   records: store)))
        let tester = ScreenTester(path: "/find-number", registry: registry, language: language, scheduler: scheduler,
                                  screenShown: Self.trackScreen)
        trackForLeaks(tester.session)
        return tester
    }

    /// Tracks a screen and its view model for leaks.
    static func trackScreen(_ screen: ViewController) {
        trackForLeaks(screen)
        if let viewModel = (screen as? FindNumberViewController)?.viewModel { trackForLeaks(viewModel) }
    }

    private func labels(_ tester: ScreenTester) -> [String?] {
        ["stageLabel", "bestRecordLabel", "currentRecordLabel"].map { tester.view($0, as: Label.self)?.text }
    }

    @Test func rendersTheSeedsOutletsAndEnglishTexts() {
        service.enqueue(.success(2), after: 100)
        let tester = open()
        let messages = tester.takeMessages()
        guard case .screen(_, let title, let html, _)? = messages.dropFirst().first else {
            Issue.record("no screen in \(messages)"); return
        }
        #expect(title == "Find Number")
        for id in ["stageLabel", "bestRecordLabel", "currentRecordLabel", "firstButton", "secondButton", "thirdButton", "resetButton"] {
            #expect(html.contains("id=\"\(id)\""), "missing \(id)")
        }
        #expect(html.contains(">Stage: 1</h2>"))
        #expect(html.contains(">Best: 0 in a row!</p>"))
        #expect(html.contains(">Current: 0 in a row!</p>"))
        #expect(html.contains(">Reset</button>"))
        tester.close()
    }

    @Test func rendersTheKoreanTexts() {
        service.enqueue(.success(2), after: 100)
        let tester = open(language: "ko")
        let messages = tester.takeMessages()
        guard case .screen(_, let title, let html, _)? = messages.dropFirst().first else {
            Issue.record("no screen in \(messages)"); return
        }
        #expect(title == "번호 찾기")
        #expect(html.contains(">스테이지: 1</h2>"))
        #expect(html.contains(">최대: 0번 연속 성공!</p>"))
        #expect(html.contains(">현재: 0번 연속 성공!</p>"))
        #expect(html.contains(">초기화</button>"))
        tester.close()
    }

    @Test func rightGuessUpdatesAllLabelsInOneMessageWhenTheNewTargetArrives() {
        service.enqueue(.success(2), .success(3), after: 100)
        let tester = open()
        tester.advance(by: .milliseconds(100))
        _ = tester.takeMessages()
        tester.tap("secondButton")
        #expect(tester.takeMessages() == [])
        tester.advance(by: .milliseconds(100))
        #expect(tester.takeMessages() == [.patches([
            .text(id: "stageLabel", value: "Stage: 2"),
            .text(id: "bestRecordLabel", value: "Best: 1 in a row!"),
            .text(id: "currentRecordLabel", value: "Current: 1 in a row!"),
        ])])
        tester.close()
    }

    @Test func wrongGuessResetsTheStreakAndResetClearsTheBest() {
        service.enqueue(.success(2), .success(1), .success(3), after: 100)
        let tester = open()
        tester.advance(by: .milliseconds(100))
        tester.tap("secondButton")
        tester.advance(by: .milliseconds(100))
        tester.tap("thirdButton")
        #expect(labels(tester) == ["Stage: 1", "Best: 1 in a row!", "Current: 0 in a row!"])
        tester.tap("resetButton")
        tester.advance(by: .milliseconds(100))
        #expect(labels(tester) == ["Stage: 1", "Best: 0 in a row!", "Current: 0 in a row!"])
        tester.close()
    }

    @Test func aFailedFetchShowsTheAlertInTheViewersLanguageAndTheNextTapWorks() {
        service.enqueue(.success(2), after: 100)
        service.enqueue(.failure(.networkError), after: 100)
        service.enqueue(.success(3), after: 100)
        let tester = open(language: "ko")
        tester.advance(by: .milliseconds(100))
        _ = tester.takeMessages()
        tester.tap("secondButton")
        tester.advance(by: .milliseconds(100))
        #expect(tester.takePatches() == [.alert(message: FindNumberError.networkError.message(in: FindNumberText.strings(in: "ko")))])
        tester.tap("secondButton")
        tester.advance(by: .milliseconds(100))
        #expect(labels(tester) == ["스테이지: 2", "최대: 1번 연속 성공!", "현재: 1번 연속 성공!"])
        tester.close()
    }

    @Test func recordsComeBackOnTheNextVisit() {
        service.enqueue(.success(2), .success(3), after: 100)
        let first = open()
        first.advance(by: .milliseconds(100))
        first.tap("secondButton")
        first.advance(by: .milliseconds(100))
        first.close()
        service.enqueue(.success(1), after: 100)
        let second = open()
        #expect(labels(second) == ["Stage: 2", "Best: 1 in a row!", "Current: 1 in a row!"])
        second.close()
    }

    // MARK: a dropped socket (the session layer keeps the screen; see also BinderyWebTests/ResumeTests)

    @Test func aSocketDroppedWhileTheNewTargetLoadsResumesOnTheStageItReached() {
        service.enqueue(.success(2), .success(3), after: 100)
        let tester = open()
        tester.advance(by: .milliseconds(100))
        _ = tester.takeMessages()
        weak let screen = tester.screen
        tester.tap("secondButton")                      // right: the next target is on its way
        tester.dropSocket()
        tester.advance(by: .milliseconds(100))          // it arrives while no page listens
        #expect(tester.takeMessages() == [])
        tester.reconnect()
        let messages = tester.takeMessages()
        #expect(messages.first == .welcome(version: ClientMessage.version))
        guard case .screen(_, _, let html, _)? = messages.dropFirst().first else {
            Issue.record("no screen in \(messages)"); tester.close(); return
        }
        #expect(html.contains(">Stage: 2</h2>"), "the patches missed while away are in the re-sent screen")
        #expect(html.contains(">Current: 1 in a row!</p>"))
        #expect(tester.screen === screen, "the same view controller and view model")
        service.enqueue(.success(1), after: 100)
        tester.tap("thirdButton")                       // the game goes on: 3 is right
        #expect(labels(tester) == ["Stage: 2", "Best: 1 in a row!", "Current: 1 in a row!"])
        tester.advance(by: .milliseconds(100))
        #expect(labels(tester) == ["Stage: 3", "Best: 2 in a row!", "Current: 2 in a row!"])
        #expect(service.requests.count == 3, "one fetch per right guess, none repeated by the resume")
        tester.close()
    }

    @Test func aSocketDroppedAfterARightGuessResumesWithTheSameTarget() {
        service.enqueue(.success(2), .success(3), after: 100)
        let tester = open()
        tester.advance(by: .milliseconds(100))
        tester.tap("secondButton")
        tester.advance(by: .milliseconds(100))
        _ = tester.takeMessages()
        tester.dropSocket()
        tester.reconnect()
        _ = tester.takeMessages()
        tester.tap("firstButton")                       // wrong against the kept target 3
        #expect(tester.takePatches() == [
            .text(id: "stageLabel", value: "Stage: 1"),
            .text(id: "currentRecordLabel", value: "Current: 0 in a row!"),
        ])
        service.enqueue(.success(1), after: 100)
        tester.tap("thirdButton")                       // right: the target survived the drop
        tester.advance(by: .milliseconds(100))
        #expect(labels(tester) == ["Stage: 2", "Best: 1 in a row!", "Current: 1 in a row!"])
        tester.close()
    }
}

extension FindNumberScreenTests {
    @Test func theScreenHasOneHeadingAndNamedControlsInBothLanguages() {
        for language: Language in ["en", "ko"] {
            service.enqueue(.success(2), after: 100)
            let tester = open(language: language)
            #expect(tester.accessibilityIssues == [], "\(language)")
            #expect(tester.view("findNumberTitle", as: Label.self)?.tag == "h1")
            tester.close()
        }
    }
}
