import BinderyTest
import BinderyUIKit
import Foundation
import Testing

/// Seed 000's view controller on an in-memory session: the game played by tapping, as the article describes it.
@Suite(.checksForLeaks)
struct FindNumberScreenTests {
    private let scheduler = DispatchQueue.test
    private let defaults = UserDefaults(suiteName: "find-number-screen-\(UUID().uuidString)")!

    private func open(_ numbers: StubNumbers) -> ScreenTester {
        openScreen({ [defaults] in
            FindNumberViewController { FindNumberViewModel(numbers: numbers, defaults: defaults) }
        }, scheduler: scheduler)
    }

    @Test func theOutletsAreNamedAfterTheirPropertiesInTheOrderDeclared() {
        let numbers = StubNumbers()
        numbers.answers = [.success(1)]
        let tester = open(numbers)
        let html = tester.takeScreens().first?.html ?? ""
        #expect(ScreenTester.ids(in: html) == ["stageLabel", "bestRecordLabel", "currentRecordLabel",
                                               "firstButton", "secondButton", "resetButton"])
        #expect(html.contains(">Stage: 1</p>"))
        tester.close()
    }

    @Test func aRightGuessScoresAndAWrongOneStartsOver() {
        let numbers = StubNumbers()
        numbers.answers = [.success(1), .success(2)]
        let tester = open(numbers)
        tester.advance(by: .milliseconds(100))  // the game's first target, 1, arrives
        _ = tester.takeMessages()

        tester.tap("firstButton")
        tester.advance(by: .milliseconds(100))
        let patches = tester.takePatches()
        #expect(patches.contains(.text(id: "stageLabel", value: "Stage: 2")))
        #expect(patches.contains(.text(id: "bestRecordLabel", value: "Best: 1 in a row")))
        #expect(patches.contains(.text(id: "currentRecordLabel", value: "Now: 1 in a row")))

        tester.tap("firstButton")  // the target is 2 now
        #expect(tester.text("stageLabel") == "Stage: 1")
        #expect(tester.text("currentRecordLabel") == "Now: 0 in a row")
        #expect(tester.text("bestRecordLabel") == "Best: 1 in a row")

        tester.tap("resetButton")
        #expect(tester.text("bestRecordLabel") == "Best: 0 in a row")
        tester.close()
    }

    @Test func aFailedFetchIsShownAsAnAlertAndTheNextTapStillWorks() {
        let numbers = StubNumbers()
        numbers.answers = [.success(1)]  // then the network fails
        let tester = open(numbers)
        tester.advance(by: .milliseconds(100))
        _ = tester.takeMessages()
        tester.tap("firstButton")
        tester.advance(by: .milliseconds(100))
        #expect(tester.takePatches().contains(.alert(message: "networkError")))
        tester.tap("secondButton")
        #expect(tester.text("stageLabel") == "Stage: 1")
        tester.close()
    }
}
