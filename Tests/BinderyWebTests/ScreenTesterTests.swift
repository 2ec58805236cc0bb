import Bindery
import BinderyWeb
import Synchronization
import Testing

@Suite(.serialized) struct ScreenTesterTests {
    @Test func tapsProducePatchesInOneMessage() {
        let tester = ScreenTester(path: "/counter", registry: counterRegistry())
        _ = tester.takeMessages()
        tester.tap("plusButton")
        let messages = tester.takeMessages()
        #expect(messages == [.patches([.text(id: "countLabel", value: "1")])])
    }

    @Test func typingUpdatesBoundLabelAsText() {
        let tester = ScreenTester(path: "/counter", registry: counterRegistry())
        _ = tester.takeMessages()
        tester.type("nameField", "<img src=x onerror=alert(1)>")
        #expect(tester.takePatches() == [.text(id: "greetingLabel", value: "Hello, <img src=x onerror=alert(1)>")])
        let html = tester.screen?.render() ?? ""
        #expect(html.contains("Hello, &lt;img src=x onerror=alert(1)&gt;"))
        #expect(!html.contains("<img src=x"))
    }

    @Test func disabledButtonIgnoresTaps() {
        let tester = ScreenTester(path: "/counter", registry: counterRegistry())
        for _ in 0..<3 { tester.tap("plusButton") }
        _ = tester.takeMessages()
        tester.tap("plusButton")
        #expect(tester.takePatches() == [])
        #expect(tester.view("countLabel", as: Label.self)?.text == "3")
        #expect(tester.view("plusButton", as: Button.self)?.isEnabled == false)
    }

    @Test func firstRenderCarriesStateAndAttachSendsWelcomeAndScreen() {
        let tester = ScreenTester(path: "/counter", registry: counterRegistry())
        let messages = tester.takeMessages()
        #expect(messages.first == .welcome(version: 1))
        guard case .screen(let path, let title, let html, let history)? = messages.dropFirst().first else {
            Issue.record("no screen message: \(messages)"); return
        }
        #expect(path == "/counter")
        #expect(title == "Counter")
        #expect(history == .replace)
        #expect(html.contains("<p id=\"countLabel\">0</p>"))
    }

    @Test func pushAndBackKeepState() {
        let tester = ScreenTester(path: "/counter", registry: counterRegistry())
        tester.tap("plusButton")
        _ = tester.takeMessages()
        tester.tap("nextButton")
        guard case .screen(let path, _, let html, .push)? = tester.takeMessages().last else {
            Issue.record("expected a pushed screen"); return
        }
        #expect(path == "/second")
        #expect(html.contains("&lt;b&gt;second&lt;/b&gt;"))
        tester.navigate("/counter")
        guard case .screen(let backPath, _, let backHTML, .none)? = tester.takeMessages().last else {
            Issue.record("expected the previous screen"); return
        }
        #expect(backPath == "/counter")
        #expect(backHTML.contains(">1</p>"))
        #expect(tester.session.stack.count == 1)
    }

    @Test func anIDTheScreenDoesNotHaveFailsTheTestAtItsLineNamingTheIDsItHas() throws {
        let issues = Mutex<[TestIssue]>([])
        let tapLine = #line + 4
        TestIssueReporter.$current.withValue({ issue in issues.withLock { $0.append(issue) } }) {
            let tester = ScreenTester(path: "/counter", registry: counterRegistry(), checksAccessibility: false)
            _ = tester.takeMessages()
            tester.tap("plusButon")
            #expect(tester.takeMessages() == [.error(code: .unknownId, message: "No control \"plusButon\" on this screen.")],
                    "the event is still sent, and refused as before")
            tester.type("nameField", "Ann")
            tester.send(.event(id: "gone", name: .tap, value: nil))
            tester.tap("nextButton")
            tester.type("nameFeild", "Bo")
            tester.close()
        }
        let reported = issues.withLock { $0 }
        #expect(reported.map(\.message) == [
            "No control \"plusButon\" on CounterScreen at /counter for a tap event; the page would refuse it (unknownId). "
                + "Its ids: countLabel, greetingLabel, nameField, nextButton, plusButton.",
            "No control \"nameFeild\" on SecondScreen at /second for a change event; the page would refuse it (unknownId). "
                + "Its ids: backButton, secondLabel.",
        ], "a raw send(.event) is not checked: it is how a test plays an out-of-date page")
        let first = try #require(reported.first)
        #expect(first.line == tapLine && first.fileID == #fileID, "reported at the test's own line")
    }

    /// A tester of one screen knows no other route: a push the screen makes fails the test at the tap's line, saying
    /// how to follow it, where it would otherwise only show the page's "does not exist" alert. A tester opened on the
    /// app's routes follows the same push.
    @Test func aPushATesterOfOneScreenCannotFollowFailsTheTestAtItsLine() throws {
        let issues = Mutex<[TestIssue]>([])
        let tapLine = #line + 3
        TestIssueReporter.$current.withValue({ issue in issues.withLock { $0.append(issue) } }) {
            let alone = ScreenTester({ CounterScreen() }, path: "/counter", checksAccessibility: false)
            alone.tap("nextButton")
            #expect(alone.screen is CounterScreen, "the push found no screen: the counter stays")
            alone.close()
            let routed = ScreenTester(path: "/counter", registry: counterRegistry(), checksAccessibility: false)
            routed.tap("nextButton")
            #expect(routed.screen is SecondScreen)
            routed.close()
        }
        let reported = issues.withLock { $0 }
        #expect(reported.map(\.message) == [
            "No screen for /second: this tester opened CounterScreen at /counter alone, so it knows no other route, and "
                + "the page would show “That page does not exist.” To follow the push, open the app's routes instead: "
                + "ScreenTester(path:registry:) with a registry the app's register(in:environment:) filled.",
        ])
        let issue = try #require(reported.first)
        #expect(issue.line == tapLine && issue.fileID == #fileID, "reported at the tap's own line")
    }

    @Test func closingReleasesScreensAndTheirBindings() {
        weak var screen: CounterScreen?
        weak var count: BehaviorRelay<Int>?
        do {
            let tester = ScreenTester(path: "/counter", registry: counterRegistry())
            tester.tap("nextButton")
            tester.navigate("/counter")
            tester.tap("plusButton")
            screen = tester.screen as? CounterScreen
            count = screen?.count
            #expect(screen != nil)
            tester.close()
        }
        #expect(screen == nil)
        #expect(count == nil)
    }
}
