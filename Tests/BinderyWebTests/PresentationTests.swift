import Bindery
import Synchronization
import BinderyWeb
import Testing

/// A list screen that asks before it clears, offers a sort order in an action sheet, and edits its name in a sheet.
private final class ListScreen: ViewController {
    let heading = Label(text: "List", tag: "h1")
    let statusLabel = Label()
    let clearButton = Button(title: "Clear")
    let sortButton = Button(title: "Sort")
    let editButton = Button(title: "Rename")
    let promptButton = Button(title: "Rename here")
    private(set) var chosen: [String] = []
    private(set) var handled: [String] = []

    override var title: String { "List" }

    override func viewDidLoad() {
        clearButton.rx.tap.bind(with: self) { owner, _ in owner.askToClear() }.disposed(by: disposeBag)
        sortButton.rx.tap.bind(with: self) { owner, _ in owner.askForOrder() }.disposed(by: disposeBag)
        editButton.rx.tap.bind(with: self) { owner, _ in
            let sheet = RenameScreen()
            sheet.renamed.bind(to: owner.statusLabel.rx.text).disposed(by: owner.disposeBag)
            owner.present(sheet, animated: true)
        }.disposed(by: disposeBag)
        promptButton.rx.tap.bind(with: self) { owner, _ in owner.askForName() }.disposed(by: disposeBag)
    }

    private func askToClear() {
        let alert = AlertController(title: "Clear the list?", message: "Every <item> goes.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Clear", style: .destructive) { [weak self] action in self?.handled.append(action.title) })
        alert.rx.actionSelected.bind(with: self) { owner, action in owner.chosen.append(action.title) }.disposed(by: disposeBag)
        present(alert, animated: true)
    }

    /// A UIKit rename prompt: an alert with a text field, read by the action's handler.
    func askForName() {
        let alert = AlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "New name"
            field.text = "Groceries"
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Rename") { [weak self, unowned alert] _ in
            self?.handled.append("renamed " + (alert.textFields?.first?.text ?? "?"))
        })
        present(alert, animated: true)
    }

    private func askForOrder() {
        let sheet = AlertController(title: nil, message: "Sort by", preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Name") { [weak self] action in self?.handled.append(action.title) })
        sheet.addAction(AlertAction(title: "Date") { [weak self] action in self?.handled.append(action.title) })
        present(sheet, animated: true)
    }
}

/// A presented sheet with a field and a Save button; Save dismisses it.
private final class RenameScreen: ViewController {
    let heading = Label(text: "Rename", tag: "h1")
    let statusLabel = Label(text: "Type a name")
    let nameField = TextField()
    let saveButton = Button(title: "Save")
    let renamed = PublishRelay<String?>()

    override var title: String { "Rename" }

    override func viewDidLoad() {
        nameField.accessibilityLabel = "Name"
        nameField.rx.text.changed.bind(to: statusLabel.rx.text).disposed(by: disposeBag)
        saveButton.rx.tap.bind(with: self) { owner, _ in
            owner.renamed.accept(owner.nameField.text)
            owner.dismiss(animated: true)
        }.disposed(by: disposeBag)
    }
}

/// Alerts, action sheets and presented screens: shown in a dialog over the screen, their events routed to them while
/// they are on show, refused once they are dismissed.
@Suite struct PresentationTests {
    private func open() -> (ScreenTester, ListScreen) {
        let tester = ScreenTester({ ListScreen() }, path: "/list")
        _ = tester.takeMessages()
        return (tester, tester.screen as! ListScreen)
    }

    private func errors(_ messages: [ServerMessage]) -> [ProtocolError.Code] { messages.compactMap(\.errorCode) }

    /// The DOM ids in `html`, in page order.
    private func ids(in html: String) -> [String] {
        html.components(separatedBy: " id=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    @Test func anAlertIsAnAlertDialogWhoseChosenActionRunsItsHandlerAndComesBackAsAnEvent() throws {
        let (tester, screen) = open()
        tester.tap("clearButton")
        let patches = tester.takePatches()
        #expect(patches.map(\.id) == ["dialog"])
        guard case .present(_, let html) = try #require(patches.first) else { Issue.record("not a present patch"); return }
        #expect(html.hasPrefix("<dialog id=\"dialog\""))
        #expect(html.contains("role=\"alertdialog\""))
        #expect(html.contains("aria-labelledby=\"dialog-title\"") && html.contains("aria-describedby=\"dialog-message\""))
        #expect(html.contains("Every &lt;item&gt; goes."), "the message is text")
        #expect(ids(in: html) == ["dialog", "dialog-title", "dialog-message", "dialog-actions", "dialog-action-1",
                                               "dialog-action-0"], "cancel last")
        #expect(tester.screen?.render().contains("<dialog id=\"dialog\"") == true, "a reload shows the dialog too")

        tester.send(.event(id: "clearButton", name: .tap, value: nil))   // beneath the dialog, as a page would
        #expect(errors(tester.takeMessages()) == [.unknownId], "the screen beneath a dialog takes no events")

        tester.tap("dialog-action-1")
        #expect(tester.takePatches() == [.dismiss(id: "dialog")])
        #expect(screen.handled == ["Clear"] && screen.chosen == ["Clear"])
        #expect(screen.presentedViewController == nil)
        #expect(tester.screen?.render().contains("<dialog") == false)

        tester.send(.event(id: "dialog-action-0", name: .tap, value: nil))   // the dismissed dialog's, as a page would
        tester.send(.event(id: "dialog", name: .dismiss, value: nil))
        #expect(errors(tester.takeMessages()) == [.unknownId, .unknownId], "a dismissed dialog's events are refused")
        #expect(screen.chosen == ["Clear"])
        tester.close()
    }

    @Test func anAlertAsksForTextWhichItsActionReads() throws {
        let (tester, screen) = open()
        tester.tap("promptButton")
        let patches = tester.takePatches()
        guard case .present(_, let html) = try #require(patches.first) else { Issue.record("not a present patch"); return }
        #expect(ids(in: html) == ["dialog", "dialog-title", "dialog-message", "dialog-field-0", "dialog-actions",
                                  "dialog-action-1", "dialog-action-0"])
        #expect(html.contains("placeholder=\"New name\"") && html.contains("aria-label=\"New name\"")
                && html.contains("value=\"Groceries\""), "named by its placeholder, holding its first text")
        #expect(tester.accessibilityIssues == [])
        tester.type("dialog-field-0", "Weekend")
        tester.tap("dialog-action-1")
        #expect(screen.handled == ["renamed Weekend"])
        tester.close()
    }

    @Test func aTestChoosesAnAlertsActionByItsTitleOrIsToldWhatTheTitlesAre() throws {
        let issues = Mutex<[TestIssue]>([])
        let (noAlertLine, noActionLine) = (#line + 3, #line + 8)
        TestIssueReporter.$current.withValue({ issue in issues.withLock { $0.append(issue) } }) {
            let (tester, screen) = open()
            tester.chooseAlertAction("Clear")
            tester.tap("promptButton")
            tester.chooseAlertAction("Rename")
            #expect(screen.handled == ["renamed Groceries"], "Rename is dialog-action-1: added after Cancel")
            tester.tap("clearButton")
            tester.chooseAlertAction("Delete")
            tester.chooseAlertAction("Cancel")
            #expect(screen.chosen == ["Cancel"])
            tester.close()
        }
        let reported = issues.withLock { $0 }
        #expect(reported.map(\.message) == [
            "No alert is on show to choose \"Clear\" in (on show: ListScreen).",
            "The alert on show has no action \"Delete\"; its actions: \"Cancel\", \"Clear\".",
        ])
        #expect(reported.map(\.line) == [noAlertLine, noActionLine], "each at the calling line")
    }

    @Test func aPlaceholderSetLaterPatchesThePage() {
        let (tester, screen) = open()
        tester.tap("editButton")
        _ = tester.takeMessages()
        let sheet = screen.presentedViewController as! RenameScreen
        tester.session.performAndWait { sheet.nameField.placeholder = "Your list's name" }
        tester.settle()
        #expect(tester.takePatches() == [.attribute(id: "nameField", name: .placeholder, value: "Your list's name")])
        tester.close()
    }

    @Test func escapeOrBackChoosesTheCancelAction() {
        let (tester, screen) = open()
        tester.tap("clearButton")
        _ = tester.takeMessages()
        tester.dismissDialog()
        #expect(tester.takePatches() == [.dismiss(id: "dialog")])
        #expect(screen.chosen == ["Cancel"] && screen.handled.isEmpty)
        tester.close()
    }

    @Test func anActionSheetWithoutACancelActionStaysOnEscape() throws {
        let (tester, screen) = open()
        tester.tap("sortButton")
        let html = try #require(tester.takePatches().first.flatMap { patch -> String? in
            if case .present(_, let html) = patch { html } else { nil }
        })
        #expect(html.contains("class=\"action-sheet\"") && !html.contains("alertdialog"))
        #expect(html.contains("aria-labelledby=\"dialog-message\""), "named by its message when it has no title")
        tester.dismissDialog()
        #expect(tester.takeMessages().isEmpty, "no cancel action: the sheet stays, and nothing is refused")
        #expect(screen.presentedViewController is AlertController)
        tester.tap("dialog-action-1")
        #expect(screen.handled == ["Date"])
        tester.close()
    }

    @Test func aPresentedScreenTakesTheEventsAndPatchesThePageUntilItIsDismissed() throws {
        let (tester, screen) = open()
        tester.tap("editButton")
        let presented = try #require(screen.presentedViewController as? RenameScreen)
        let patches = tester.takePatches()
        guard case .present(let id, let html) = try #require(patches.first) else { Issue.record("not a present patch"); return }
        #expect(id == "dialog" && html.contains("class=\"sheet\"") && html.contains("aria-label=\"Rename\""))
        #expect(ids(in: html) == ["dialog", "heading-2", "statusLabel-2", "nameField", "saveButton"],
                "named around the ids the page already shows")
        #expect(html.contains(">Close</button>"), "a close button, in the screen's language")

        tester.type("nameField", "Groceries")
        #expect(tester.takePatches() == [.text(id: "statusLabel-2", value: "Groceries")])
        tester.tap("saveButton")
        let saved = tester.takePatches()
        #expect(saved.count == 2 && saved.contains(.dismiss(id: "dialog")) && saved.contains(.text(id: "statusLabel", value: "Groceries")))
        #expect(screen.presentedViewController == nil && presented.presentingViewController == nil)
        tester.send(.event(id: "nameField", name: .change, value: "late"))   // the dismissed sheet's, as a page would
        #expect(errors(tester.takeMessages()) == [.unknownId])
        tester.close()
    }

    @Test func theCloseButtonDismissesASheetAndASecondPresentationIsAMistake() {
        let (tester, screen) = open()
        tester.tap("editButton")
        _ = tester.takeMessages()
        tester.session.performAndWait { screen.present(RenameScreen(), animated: true) }
        #expect(screen.mistakes.count == 1, "one at a time")
        tester.dismissDialog("dialog")
        #expect(tester.takePatches().contains(.dismiss(id: "dialog")))
        #expect(screen.presentedViewController == nil)
        tester.close()
    }

    @Test func aPresentedScreenMayPresentAnAlertAndDismissingItTakesBothAway() throws {
        let (tester, screen) = open()
        tester.tap("editButton")
        let sheet = try #require(screen.presentedViewController)
        _ = tester.takeMessages()
        let alert = AlertController(title: "Discard?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Keep", style: .cancel))
        tester.session.performAndWait { sheet.present(alert, animated: true) }
        tester.settle()
        #expect(tester.takePatches().map(\.id) == ["dialog-2"], "a second dialog, beside the first")
        #expect(alert.presentationID == "dialog-2" && tester.view("dialog-2-action-0", as: Button.self) != nil)
        tester.send(.event(id: "saveButton", name: .tap, value: nil))   // beneath the alert, as a page would
        #expect(errors(tester.takeMessages()) == [.unknownId], "the events go to the innermost dialog")
        tester.session.performAndWait { screen.dismiss(animated: true) }
        tester.settle()
        #expect(tester.takePatches() == [.dismiss(id: "dialog-2"), .dismiss(id: "dialog")])
        #expect(screen.presentedViewController == nil && sheet.presentedViewController == nil)
        tester.send(.event(id: "clearButton", name: .dismiss, value: nil))
        #expect(errors(tester.takeMessages()) == [.unknownEvent], "a control that is no dialog refuses a dismiss")
        tester.close()
    }
}
