import Bindery
import BinderyWeb
import Foundation
import Synchronization
import Testing

/// A screen's mistake stays in its tab: two controls with one id used to trap in a `precondition`, ending every tab
/// of every user. Now the screen opens, events reach the first control, and the mistake is logged and fails the
/// screen test that showed it.
struct ScreenMistakeTests {
    private final class TwoButtonsOneID: ViewController {
        let first = Button(id: "saveButton", title: "Save")
        let second = Button(id: "saveButton", title: "Save again")
        let statusLabel = Label(id: "statusLabel", text: "")
        override var title: String { "Two buttons" }

        override func loadView() { add(Label(id: "heading", text: "Two buttons", tag: "h1"), first, second, statusLabel) }

        override func viewDidLoad() {
            first.rx.tap.bind(with: self) { owner, _ in owner.statusLabel.text = "saved" }.disposed(by: disposeBag)
        }
    }

    @Test func aDuplicateIDOpensTheScreenAndIsReportedInsteadOfTrapping() {
        let issues = Mutex<[TestIssue]>([])
        TestIssueReporter.$current.withValue({ issue in issues.withLock { $0.append(issue) } }) {
            let tester = ScreenTester({ TwoButtonsOneID() }, checksAccessibility: false)
            tester.tap("saveButton")
            #expect(tester.view("statusLabel", as: Label.self)?.text == "saved", "events reach the first control")
            #expect(tester.screen?.mistakes.count == 1)
            tester.close()
        }
        let reported = issues.withLock { $0 }
        #expect(reported.count == 1, "the screen test that showed it fails")
        #expect(reported.first?.message.contains("two controls have the id \"saveButton\"") == true)
    }
}
