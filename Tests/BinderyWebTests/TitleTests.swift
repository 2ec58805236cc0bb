import Bindery
import BinderyWeb
import Foundation
import Testing

/// A screen titled by what its view model says: the title as it is made, and a count of unread messages after it.
private final class InboxScreen: ViewController {
    let unread = PublishRelay<String?>()
    let nextButton = Button(id: "nextButton", title: "Next")
    override var title: String { "Inbox" }
    override func loadView() { add(nextButton) }
    override func viewDidLoad() {
        unread.bind(to: rx.title).disposed(by: disposeBag)
        nextButton.rx.tap.bind(with: self) { owner, _ in owner.navigationController?.push(path: "/next") }
            .disposed(by: disposeBag)
    }
}

private final class NextScreen: ViewController {
    override var title: String { "Next" }
}

@Suite struct TitleTests {
    private func open() -> ScreenTester {
        let registry = ScreenRegistry()
        registry.register("/inbox") { _ in InboxScreen() }
        registry.register("/next") { _ in NextScreen() }
        return ScreenTester(path: "/inbox", registry: registry)
    }

    @Test func aTitleSetWhileTheScreenRunsIsThePagesAtOnceAndWhenTheScreenShowsAgain() throws {
        let tester = open()
        let inbox = try #require(tester.screen as? InboxScreen)
        _ = tester.takeMessages()
        inbox.unread.accept("(3) Inbox")
        tester.advance()
        #expect(tester.takePatches() == [.title(value: "(3) Inbox")])
        #expect(ServerMessage.patches([.title(value: "(3) Inbox")]).frame == #"{"t":"patch","p":[{"op":"title","value":"(3) Inbox"}]}"#)
        inbox.unread.accept("(3) Inbox")
        tester.advance()
        #expect(tester.takePatches() == [], "the same title again sends nothing")

        tester.tap("nextButton")
        #expect(tester.session.renderTop()?.title == "Next")
        _ = tester.takeMessages()
        tester.navigate("/inbox")                                   // Back
        let shown = tester.takeMessages().compactMap { message -> String? in
            if case .screen(_, let title, _, _) = message { return title } else { return nil }
        }
        #expect(shown == ["(3) Inbox"])
        #expect(tester.session.renderTop()?.title == "(3) Inbox", "a reload's page has it too")

        inbox.unread.accept(nil)
        tester.advance()
        #expect(tester.takePatches() == [.title(value: "Inbox")], "nil goes back to the screen's own title")
        tester.close()
    }

    @Test func aPresentedScreensTitleLeavesThePagesAlone() throws {
        let tester = open()
        let inbox = try #require(tester.screen as? InboxScreen)
        let sheet = InboxScreen()
        inbox.present(sheet, animated: true)
        tester.advance()
        _ = tester.takeMessages()
        sheet.unread.accept("(1) Sheet")
        tester.advance()
        #expect(tester.takePatches() == [])
        #expect(sheet.displayedTitle == "(1) Sheet")
        tester.close()
    }
}
