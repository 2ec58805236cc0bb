import Bindery
import BinderyWeb
import Foundation
import Testing

/// A tab opened at a URL that names its language (`?lang=ko`) keeps naming it in every screen's URL, so a reload of
/// any screen keeps the language; a tab whose language came from the browser's own keeps its URLs as the app wrote them.
@Suite struct LanguageInURLTests {
    private final class PushingScreen: ViewController {
        let nextButton = Button(title: "Next")
        override var title: String { "Pushing" }
        override func loadView() { add(nextButton) }
        override func viewDidLoad() {
            nextButton.rx.tap.bind(with: self) { owner, _ in owner.navigationController?.push(path: "/items/2?sort=name") }
                .disposed(by: disposeBag)
        }
    }

    private var registry: ScreenRegistry {
        let registry = ScreenRegistry()
        registry.register("/items") { _ in PushingScreen() }
        registry.register("/items/{n}") { _ in PushingScreen() }
        return registry
    }

    private func shownPaths(_ messages: [ServerMessage]) -> [String] {
        messages.compactMap { if case .screen(let path, _, _, _) = $0 { path } else { nil } }
    }

    @Test func aPushedScreenNamesTheLanguageTheFirstURLNamed() {
        let tester = ScreenTester(path: "/items?lang=ko", registry: registry, language: Language("ko"))
        _ = tester.takeMessages()
        tester.tap("nextButton")
        #expect(shownPaths(tester.takeMessages()) == ["/items/2?sort=name&lang=ko"])
        tester.navigate("/items?lang=ko")          // the browser's Back, with the URL it shows
        #expect(shownPaths(tester.takeMessages()) == ["/items?lang=ko"])
        #expect(tester.session.stack.count == 1, "Back returned to the first screen rather than building another")
        tester.close()
    }

    @Test func withoutALanguageInTheFirstURLTheAppsPathsAreKept() {
        let tester = ScreenTester(path: "/items", registry: registry, language: Language("ko"))
        _ = tester.takeMessages()
        tester.tap("nextButton")
        #expect(shownPaths(tester.takeMessages()) == ["/items/2?sort=name"])
        tester.close()
    }

    @Test(arguments: [("/a", false), ("/a?lang=ko", true), ("/a?x=1&lang=en", true), ("/a?language=ko", false), ("/a?x=lang=ko", false)])
    func aQueryNamesALanguageOnlyByItsOwnItem(path: String, names: Bool) {
        #expect(LanguageNegotiation.namesLanguage(path) == names)
    }
}
