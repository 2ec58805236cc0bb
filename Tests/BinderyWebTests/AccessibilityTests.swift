import Bindery
import BinderyTest
import BinderyWeb
import Foundation
import Testing

/// A form whose accessibility the tests change through `.rx`.
final class AccessibleFormScreen: ViewController {
    let heading = Label(id: "heading", text: "Sign up", tag: "h1")
    let field = TextField(id: "field", inputType: .email, textContentType: .emailAddress)
    let fieldLabel: FieldLabel
    let bullet = View(id: "bullet", classes: ["bullet"])
    let button = Button(id: "button", title: "⌫")
    let image = ImageView(id: "image", url: "https://example.com/cat.png", alt: "A cat")
    let labels = PublishRelay<String?>()
    let hints = PublishRelay<String?>()
    let traits = PublishRelay<AccessibilityTraits>()
    let selected = PublishRelay<Bool>()

    override init() {
        fieldLabel = FieldLabel(id: "fieldLabel", text: "Email", for: field)
        super.init()
    }

    override func loadView() {
        button.accessibilityLabel = "Delete"
        bullet.isAccessibilityElement = true
        add(heading, fieldLabel, field, bullet, button, image)
    }

    override func viewDidLoad() {
        labels.bind(to: bullet.rx.accessibilityLabel).disposed(by: disposeBag)
        hints.bind(to: field.rx.accessibilityHint).disposed(by: disposeBag)
        traits.bind(to: heading.rx.accessibilityTraits).disposed(by: disposeBag)
        selected.bind(to: button.rx.isSelected).disposed(by: disposeBag)
    }
}

/// A screen that forgets what assistive technology needs.
final class InaccessibleScreen: ViewController {
    override func loadView() {
        add(Label(id: "a", text: "One", tag: "h1"), Label(id: "b", text: "Two", tag: "h1"),
            TextField(id: "unnamed", placeholder: "Email"), Button(id: "blank", title: " "))
    }
}

@Suite struct AccessibilityTests {
    private func open() -> (ScreenTester, AccessibleFormScreen) {
        let screen = AccessibleFormScreen()
        let tester = ScreenTester({ screen }, path: "/form")
        _ = tester.takeMessages()
        return (tester, screen)
    }

    @Test func controlsRenderTheirLabelsRolesAndTypedInputAttributes() {
        let (tester, _) = open()
        let html = tester.screen?.render() ?? ""
        #expect(html.contains("<label id=\"fieldLabel\" for=\"field\">Email</label>"))
        #expect(html.contains("type=\"email\""))
        #expect(html.contains("autocomplete=\"email\""))
        #expect(html.contains("<button type=\"button\" id=\"button\" data-tap aria-label=\"Delete\">⌫</button>"))
        #expect(html.contains("<img id=\"image\" src=\"https://example.com/cat.png\" alt=\"A cat\">"))
        #expect(html.contains("<div id=\"bullet\" class=\"bullet\"></div>"), "an element with no label yet has no role")
        #expect(tester.accessibilityIssues == [])
        tester.close()
    }

    @Test func boundLabelsHintsAndTraitsPatchThePage() {
        let (tester, screen) = open()
        func patches(after change: () -> Void) -> [Patch] {
            change()
            tester.settle()
            return tester.takePatches()
        }
        #expect(patches { screen.labels.accept("Valid") } == [.attribute(id: "bullet", name: .role, value: "img"),
                                         .attribute(id: "bullet", name: .ariaLabel, value: "Valid")])
        #expect(patches { screen.labels.accept("Valid") } == [], "an unchanged label sends nothing")
        #expect(patches { screen.hints.accept("We never share it.") } == [.hint(id: "field", value: "We never share it.")])
        #expect(screen.render().contains("aria-describedby=\"field-hint\""))
        #expect(screen.render().contains("<span id=\"field-hint\" hidden>We never share it.</span>"))
        #expect(patches { screen.hints.accept(nil) } == [.hint(id: "field", value: nil)])
        #expect(patches { screen.selected.accept(true) } == [.attribute(id: "button", name: .ariaPressed, value: "true")])
        #expect(patches { screen.selected.accept(false) } == [.attribute(id: "button", name: .ariaPressed, value: nil)])
        #expect(patches { screen.traits.accept([.updatesFrequently]) } == [.attribute(id: "heading", name: .ariaLive, value: "polite")])
        #expect(patches { screen.labels.accept(nil) } == [.attribute(id: "bullet", name: .role, value: nil),
                                         .attribute(id: "bullet", name: .ariaLabel, value: nil)])
        tester.close()
    }

    @Test func traitsBecomeRolesAndStates() {
        let label = Label(id: "section", text: "Results")
        label.accessibilityTraits = .header
        #expect(label.render() == "<p id=\"section\" role=\"heading\" aria-level=\"2\">Results</p>")
        let card = View(id: "card")
        card.accessibilityTraits = [.button, .selected]
        #expect(card.render() == "<div id=\"card\" role=\"button\" aria-pressed=\"true\"></div>")
        let tab = View(id: "tab")
        tab.accessibilityTraits = [.link, .selected, .notEnabled]
        #expect(tab.render() == "<div id=\"tab\" role=\"link\" aria-current=\"true\" aria-disabled=\"true\"></div>")
        let search = TextField(id: "query")
        search.accessibilityTraits = .searchField
        search.accessibilityLabel = "Search"
        #expect(search.render().contains("role=\"searchbox\" aria-label=\"Search\""))
        let heading = Label(id: "title", text: "Title", tag: "h1")
        heading.accessibilityTraits = .header
        #expect(heading.render() == "<h1 id=\"title\">Title</h1>", "a heading is one already")
    }

    @Test func aViewThatIsNotAnElementIsHiddenFromAssistiveTechnology() {
        let decoration = ImageView(id: "decoration", url: "https://example.com/line.png", alt: "Line")
        decoration.isAccessibilityElement = false
        #expect(decoration.render() == "<img id=\"decoration\" src=\"https://example.com/line.png\" aria-hidden=\"true\" alt>")
        let group = StackView(id: "keys", arrangedSubviews: [Button(id: "one", title: "1")])
        #expect(group.isAccessibilityElement == false)
        group.accessibilityLabel = "Keypad"
        #expect(group.render().hasPrefix("<div id=\"keys\" class=\"stack vertical\" role=\"group\" aria-label=\"Keypad\">"))
        #expect(Button(id: "b", title: "B").isAccessibilityElement)
    }

    @Test func labelsAndHintsAreEscaped() {
        let button = Button(id: "b", title: "x")
        button.accessibilityLabel = "\"><script>alert(1)</script>"
        button.accessibilityHint = "<b>bold</b>"
        let html = StackView(id: "s", arrangedSubviews: [button]).render()
        #expect(!html.contains("<script") && !html.contains("<b>"))
        #expect(html.contains("aria-label=\"&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\""))
        #expect(html.contains("<span id=\"b-hint\" hidden>&lt;b&gt;bold&lt;/b&gt;</span>"))
    }

    @Test func aKeyShortcutIsAnnouncedAndPatched() {
        let (tester, screen) = open()
        #expect(screen.button.render() == "<button type=\"button\" id=\"button\" data-tap aria-label=\"Delete\">⌫</button>")
        screen.button.keyShortcut = "Backspace"
        tester.settle()
        #expect(tester.takePatches() == [.attribute(id: "button", name: .ariaKeyShortcuts, value: "Backspace"),
                                         .attribute(id: "button", name: .dataKey, value: "Backspace")])
        #expect(screen.button.render().contains("aria-keyshortcuts=\"Backspace\" data-key=\"Backspace\""))
        tester.close()
    }

    @Test func aTextFieldTakesOnlyValidTypesAndAutocompleteTokens() {
        let field = TextField(id: "code", inputType: .number, textContentType: .oneTimeCode)
        #expect(field.render().contains("type=\"number\""))
        #expect(field.render().contains("autocomplete=\"one-time-code\""))
        #expect(TextField(id: "plain").render().contains("autocomplete=\"off\""))
        #expect(TextContentType.newPassword.rawValue == "new-password")
        #expect(TextContentType.allCases.allSatisfy { !$0.rawValue.isEmpty && !$0.rawValue.contains(" ") })
    }

    @Test func changingTheContentTypePatchesAutocomplete() {
        let (tester, screen) = open()
        screen.field.textContentType = .username
        tester.settle()
        #expect(tester.takePatches() == [.attribute(id: "field", name: .autocomplete, value: "username")])
        tester.close()
    }

    @Test func aTextFieldAsksForItsKeyboardAndKeepsTakingTextAsTyped() {
        let amount = TextField(id: "amount", keyboardType: .decimalPad)
        #expect(amount.render() == "<input id=\"amount\" type=\"text\" value maxlength=\"1000\" data-change autocomplete=\"off\" inputmode=\"decimal\">")
        #expect(!TextField(id: "plain").render().contains("inputmode"))
        #expect(KeyboardType.allCases.map(\.inputMode) == [nil, "numeric", "decimal", "tel", "email", "url", "search"])
        amount.type("12,50")
        #expect(amount.text == "12,50", "the text as typed, for the view model to read")

        let (tester, screen) = open()
        screen.field.keyboardType = .numberPad
        screen.field.keyboardType = .numberPad
        tester.settle()
        #expect(tester.takePatches() == [.attribute(id: "field", name: .inputMode, value: "numeric")])
        screen.field.keyboardType = .default
        tester.settle()
        #expect(tester.takePatches() == [.attribute(id: "field", name: .inputMode, value: nil)])
        tester.close()
    }

    @Test func theAuditReportsUnnamedFieldsAndButtonsAndHeadingsOtherThanOne() {
        let tester = ScreenTester({ InaccessibleScreen() }, path: "/bad")
        #expect(tester.accessibilityIssues.map(\.id) == ["unnamed", "blank", nil])
        #expect(tester.accessibilityIssues.last?.message.contains("exactly one level-one heading") == true)
        tester.close()
    }

    /// A label for a field the screen never added: its `for` names no element on the page.
    private final class LabelWithoutItsField: ViewController {
        let field = TextField(id: "emailField", placeholder: "Email")
        lazy var emailLabel = FieldLabel(text: "Email", for: field)
        override func loadView() { add(Label(id: "heading", text: "Sign up", tag: "h1"), emailLabel) }
    }

    @Test func aLabelWhoseFieldIsNotOnTheScreenIsReportedWithItsFix() {
        let tester = ScreenTester({ LabelWithoutItsField() }, path: "/label", checksAccessibility: false)
        #expect(tester.accessibilityIssues == [AccessibilityIssue(
            id: "emailLabel",
            message: "this FieldLabel's control is not on the screen, so the label names no element: add the control to "
                + "the screen too, or make the label for one the screen shows")])
        tester.close()
    }

    /// A form of controls other than text fields, each named by a visible label but the last.
    private final class LabelledControls: ViewController {
        let picker = PickerView(titles: ["Food", "Travel"])
        let day = DatePicker(mode: .date)
        let volume = Slider()
        let reminders = Switch()
        let size = SegmentedControl(items: ["S", "M"])
        let unnamed = Slider()
        override func loadView() {
            add(Label(id: "heading", text: "Expense", tag: "h1"),
                FieldLabel(id: "pickerLabel", text: "Category", for: picker), picker,
                FieldLabel(id: "dayLabel", text: "Day", for: day), day,
                FieldLabel(id: "volumeLabel", text: "Volume", for: volume), volume,
                FieldLabel(id: "remindersLabel", text: "Reminders", for: reminders), reminders, size, unnamed)
        }
    }

    @Test func aFieldLabelNamesAPickerADatePickerASliderAndASwitch() {
        let tester = ScreenTester({ LabelledControls() }, path: "/form", checksAccessibility: false)
        let html = tester.screen?.render() ?? ""
        for (label, control) in [("pickerLabel", "picker"), ("dayLabel", "day"), ("volumeLabel", "volume"), ("remindersLabel", "reminders")] {
            #expect(html.contains("<label id=\"\(label)\" for=\"\(control)\">"), "\(label)")
        }
        #expect(tester.accessibilityIssues == [
            AccessibilityIssue(id: "size", message: "a control needs a label: set its accessibilityLabel"),
            AccessibilityIssue(id: "unnamed", message: "a control needs a label: set its accessibilityLabel or show a FieldLabel for it"),
        ])
        tester.close()
    }

    @Test func aScreenTesterReportsEachScreensIssuesAsItAppearsWithoutBeingAsked() {
        let reported = ReportedIssues()
        let line = #line + 2
        TestIssueReporter.$current.withValue(reported.append) {
            let tester = ScreenTester({ InaccessibleScreen() }, path: "/bad")
            tester.settle()
            tester.close()
        }
        #expect(reported.all.count == 3)
        #expect(reported.all.map(\.line) == [line, line, line])
        #expect(reported.all.first?.message == "Accessibility: InaccessibleScreen at /bad (en): #unnamed: a text field needs a label: set its accessibilityLabel or show a FieldLabel for it")
        #expect(reported.all.allSatisfy { $0.fileID == #fileID })
    }

    @Test func aScreenMeantToBeBrokenCanTurnTheAuditOff() {
        let reported = ReportedIssues()
        TestIssueReporter.$current.withValue(reported.append) {
            let tester = ScreenTester({ InaccessibleScreen() }, path: "/bad", checksAccessibility: false)
            #expect(tester.accessibilityIssues.count == 3)
            tester.close()
        }
        #expect(reported.all.isEmpty)
    }

    @Test(.checksForLeaks) func underChecksForLeaksAnInaccessibleScreenFailsTheTest() {
        withKnownIssue {
            let tester = ScreenTester({ InaccessibleScreen() }, path: "/bad")
            tester.close()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Accessibility: InaccessibleScreen at /bad") }
        }
    }

    /// A screen whose button presents a sheet headed at `sheetHeading`'s level.
    private final class PresentingScreen: ViewController {
        let sheetHeading: String
        let button = Button(id: "present", title: "Present")
        init(sheetHeading: String) {
            self.sheetHeading = sheetHeading
            super.init()
        }
        override func loadView() { add(Label(id: "heading", text: "Home", tag: "h1"), button) }
        override func viewDidLoad() {
            button.rx.tap.bind(with: self) { owner, _ in owner.present(Sheet(heading: owner.sheetHeading)) }.disposed(by: disposeBag)
        }
    }

    private final class Sheet: ViewController {
        let heading: String
        init(heading: String) {
            self.heading = heading
            super.init()
        }
        override func loadView() { add(Label(id: "sheetTitle", text: "Nickname", tag: heading)) }
    }

    @Test func aPresentedScreenHeadedAtLevelTwoPassesTheAuditBeneathTheScreensLevelOne() {
        let reported = ReportedIssues()
        TestIssueReporter.$current.withValue(reported.append) {
            let tester = ScreenTester({ PresentingScreen(sheetHeading: "h2") }, path: "/home")
            tester.tap("present")
            #expect(tester.screen?.presentedViewController?.accessibilityIssues == [])
            tester.close()
        }
        #expect(reported.all.isEmpty)
    }

    @Test func aPresentedScreenWithALevelOneHeadingIsReportedAsItAppears() {
        let reported = ReportedIssues()
        TestIssueReporter.$current.withValue(reported.append) {
            let tester = ScreenTester({ PresentingScreen(sheetHeading: "h1") }, path: "/home")
            tester.tap("present")
            tester.close()
        }
        #expect(reported.all.map(\.message) == [
            "Accessibility: Sheet at /home (en): a presented screen's heading is level two (Label(tag: \"h2\")): the page's "
                + "one level-one heading is the title of the screen beneath, not 1 of this one's"])
    }

    @Test func attributePatchesTravelAsData() {
        let frame = ServerMessage.patches([.attribute(id: "b", name: .ariaLabel, value: "<x>"), .hint(id: "f", value: nil)]).frame
        #expect(frame.contains("\"op\":\"attr\""))
        #expect(frame.contains("\"name\":\"aria-label\""))
        #expect(frame.contains("\"op\":\"hint\""))
    }
}

/// The issues a test reporter was given, in order.
private final class ReportedIssues: @unchecked Sendable {
    // @unchecked Sendable: `issues` is only touched under `lock`.
    private let lock = NSLock()
    private var issues: [TestIssue] = []

    @Sendable func append(_ issue: TestIssue) { lock.withLock { issues.append(issue) } }

    var all: [TestIssue] { lock.withLock { issues } }
}
