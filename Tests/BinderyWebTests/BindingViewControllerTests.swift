import BinderyWeb
import Testing

/// A `BindingViewController` makes its view model once the controls exist, binds it before `viewDidLoad()` and
/// before `rx.viewDidLoad` fires, keeps it while the screen lives and lets it go with the screen.
@Suite struct BindingViewControllerTests {
    private final class Journal { var entries: [String] = [] }

    private final class NoteViewModel {
        init(journal: Journal) { journal.entries.append("made") }
    }

    private final class NoteScreen: BindingViewController<NoteViewModel> {
        let journal: Journal
        let noteLabel = Label(id: "noteLabel")

        init(journal: Journal, makeViewModel: @escaping () -> NoteViewModel) {
            self.journal = journal
            super.init(makeViewModel: makeViewModel)
        }

        override func loadView() {
            journal.entries.append("loadView")
            add(noteLabel)
        }

        override func bind(_ viewModel: NoteViewModel) {
            journal.entries.append(self.viewModel === viewModel ? "bind (kept)" : "bind")
            rx.viewDidLoad
                .bind(with: self) { owner, _ in owner.journal.entries.append("rx.viewDidLoad") }
                .disposed(by: disposeBag)
        }

        override func viewDidLoad() { journal.entries.append("viewDidLoad") }
    }

    @Test func makesKeepsAndBindsTheViewModelOnceBetweenLoadViewAndViewDidLoad() {
        let journal = Journal()
        let tester = ScreenTester({ NoteScreen(journal: journal) { NoteViewModel(journal: journal) } }, path: "/note")
        #expect(journal.entries == ["loadView", "made", "bind (kept)", "viewDidLoad", "rx.viewDidLoad"])
        #expect((tester.screen as? NoteScreen)?.viewModel != nil)
        tester.close()
    }

    @Test func theViewModelGoesWithTheScreen() {
        weak var viewModel: NoteViewModel?
        weak var screen: ViewController?
        do {
            let journal = Journal()
            let tester = ScreenTester({ NoteScreen(journal: journal) { NoteViewModel(journal: journal) } }, path: "/note")
            screen = tester.screen
            viewModel = (tester.screen as? NoteScreen)?.viewModel
            #expect(viewModel != nil)
            tester.close()
        }
        #expect(screen == nil)
        #expect(viewModel == nil)
    }

    private final class GuardedScreen: BindingViewController<NoteViewModel> {
        var didLoadWithoutViewModel = false

        init(journal: Journal) {
            super.init(makeViewModelFor: { screen in
                screen.sessionValues[Self.allowed] == true ? NoteViewModel(journal: journal) : nil
            })
        }

        static let allowed = SessionKey<Bool>("test.allowed")

        override func bind(_ viewModel: NoteViewModel) { Issue.record("nothing is bound when the factory declines") }
        override func viewDidLoad() { didLoadWithoutViewModel = viewModel == nil }
    }

    @Test func aFactoryThatDeclinesBindsNothing() {
        let journal = Journal()
        let tester = ScreenTester({ GuardedScreen(journal: journal) }, path: "/guarded")
        #expect(journal.entries.isEmpty)
        #expect((tester.screen as? GuardedScreen)?.didLoadWithoutViewModel == true)
        tester.close()
    }
}
