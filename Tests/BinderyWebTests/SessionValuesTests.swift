import Bindery
@testable import BinderyWeb
import Foundation
import Testing

/// A tab's session values: shared by the screens of one tab, not across tabs, gone with a reload.
struct SessionValuesTests {
    private static let name = SessionKey<String>("test.name")

    /// A screen that shows the tab's name, or redirects to `/` while loading when there is none.
    private final class GuardedScreen: ViewController {
        let label = Label(id: "nameLabel")
        override func loadView() { add(label) }
        override func viewDidLoad() {
            guard let name = sessionValues[SessionValuesTests.name] else {
                navigationController?.replace(path: "/")
                return
            }
            label.text = name
        }
    }

    /// A screen that stores a name in the tab's values when its button is tapped.
    private final class HomeScreen: ViewController {
        let button = Button(id: "nameButton", title: "Name")
        override func loadView() { add(button) }
        override func viewDidLoad() {
            button.rx.tap
                .bind(with: self) { owner, _ in
                    owner.sessionValues[SessionValuesTests.name] = "Ada"
                    owner.navigationController?.push(path: "/guarded")
                }
                .disposed(by: disposeBag)
        }
    }

    private func registry() -> ScreenRegistry {
        let registry = ScreenRegistry()
        registry.register("/") { _ in HomeScreen() }
        registry.register("/guarded") { _ in GuardedScreen() }
        return registry
    }

    @Test func valuesAreTypedAndRemovedBySettingNil() {
        let values = SessionValues()
        #expect(values[Self.name] == nil)
        values[Self.name] = "Ada"
        #expect(values[Self.name] == "Ada")
        #expect(values[SessionKey<Int>("test.name")] == nil, "a key of another type does not read it")
        values[Self.name] = nil
        #expect(values[Self.name] == nil)
    }

    @Test func theScreensOfOneTabShareItsValues() {
        let tester = ScreenTester(path: "/", registry: registry())
        _ = tester.takeMessages()

        tester.tap("nameButton")

        #expect(tester.view("nameLabel", as: Label.self)?.text == "Ada")
        #expect(tester.session.values[Self.name] == "Ada")
        tester.close()
    }

    @Test func aScreenThatRedirectsWhileLoadingIsNeverShown() {
        let tester = ScreenTester(path: "/guarded", registry: registry())
        #expect(tester.screen is HomeScreen)
        #expect(tester.session.stack.count == 1)

        tester.navigate("/guarded")

        let paths = tester.takeMessages().compactMap { message -> String? in
            if case let .screen(path, _, _, _) = message { return path }
            return nil
        }
        #expect(paths == ["/", "/"], "the redirect's screen only, never the guarded one")
        #expect(tester.session.stack.count == 1)
        tester.close()
    }

    @Test func anotherTabHasItsOwnValues() {
        let first = ScreenTester(path: "/", registry: registry())
        first.tap("nameButton")
        let second = ScreenTester(path: "/guarded", registry: registry())

        #expect(second.screen is HomeScreen)
        #expect(second.session.values[Self.name] == nil)
        first.close()
        second.close()
    }
}
