import Bindery
import BinderyWeb
import Foundation
import Testing

/// The order of the view-controller lifecycle (UIKit's) through a session's life:
/// first attach, push, a server-side pop, browser Back and Forward, a resumed socket, and the tab's close.
@Suite struct LifecycleTests {
    /// Records every lifecycle call of the screens it makes, in order, as "path.call".
    final class Journal: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        func note(_ entry: String) { lock.withLock { stored.append(entry) } }
        /// The entries since the last call.
        func take() -> [String] { lock.withLock { defer { stored = [] }; return stored } }
    }

    /// A screen that journals its lifecycle; `nextButton` pushes `/second`, `backButton` pops.
    final class JournalingScreen: ViewController {
        let name: String
        let journal: Journal
        let nextButton = Button(id: "nextButton", title: "Next")
        let backButton = Button(id: "backButton", title: "Back")

        init(name: String, journal: Journal) {
            self.name = name
            self.journal = journal
            super.init()
        }

        override var title: String { name }
        override func loadView() { add(nextButton, backButton) }
        override func viewDidLoad() {
            journal.note("\(name).viewDidLoad")
            nextButton.rx.tap
                .bind(with: self) { owner, _ in owner.navigationController?.push(path: "/second") }
                .disposed(by: disposeBag)
            backButton.rx.tap
                .bind(with: self) { owner, _ in owner.navigationController?.pop() }
                .disposed(by: disposeBag)
        }
        override func viewWillAppear() { journal.note("\(name).viewWillAppear") }
        override func viewDidAppear() { journal.note("\(name).viewDidAppear") }
        override func viewWillDisappear() { journal.note("\(name).viewWillDisappear") }
        deinit { journal.note("\(name).deinit") }
    }

    private func open(_ journal: Journal) -> ScreenTester {
        let registry = ScreenRegistry()
        registry.register("/first") { _ in JournalingScreen(name: "first", journal: journal) }
        registry.register("/second") { _ in JournalingScreen(name: "second", journal: journal) }
        return ScreenTester(path: "/first", registry: registry)
    }

    /// The history mode of the last screen message in `messages`.
    private func lastScreen(_ messages: [ServerMessage]) -> (path: String, history: HistoryMode)? {
        for message in messages.reversed() {
            if case let .screen(path, _, _, history) = message { return (path, history) }
        }
        return nil
    }

    @Test func theLifecycleRunsInUIKitsOrderThroughPushPopBackForwardResumeAndClose() {
        let journal = Journal()
        let tester = open(journal)
        #expect(journal.take() == ["first.viewDidLoad", "first.viewWillAppear", "first.viewDidAppear"])

        tester.tap("nextButton")
        #expect(journal.take() == ["first.viewWillDisappear", "second.viewDidLoad", "second.viewWillAppear", "second.viewDidAppear"])
        #expect(lastScreen(tester.takeMessages())! == ("/second", .push))

        tester.tap("backButton")
        #expect(journal.take() == ["second.viewWillDisappear", "first.viewWillAppear", "first.viewDidAppear", "second.deinit"],
                "the popped screen is released once its own tap handler returns")
        #expect(lastScreen(tester.takeMessages())! == ("/first", .back), "the page goes back one entry, so Forward still works")

        tester.navigate("/second")  // the browser's Forward
        #expect(journal.take() == ["first.viewWillDisappear", "second.viewDidLoad", "second.viewWillAppear", "second.viewDidAppear"])
        #expect(lastScreen(tester.takeMessages())! == ("/second", .none), "the browser already moved")

        tester.navigate("/first")  // the browser's Back
        #expect(journal.take() == ["second.viewWillDisappear", "second.deinit", "first.viewWillAppear", "first.viewDidAppear"])

        tester.dropSocket()
        tester.reconnect()
        #expect(journal.take() == [], "a resumed socket is not a new appearance")
        #expect(lastScreen(tester.takeMessages())! == ("/first", .replace))

        tester.close()
        #expect(journal.take() == ["first.viewWillDisappear", "first.deinit"])
    }

    @Test func popOnTheOnlyScreenDoesNothing() {
        let journal = Journal()
        let tester = open(journal)
        _ = journal.take()
        _ = tester.takeMessages()
        tester.tap("backButton")
        #expect(journal.take() == [])
        #expect(tester.takeMessages() == [])
        tester.close()
    }
}
