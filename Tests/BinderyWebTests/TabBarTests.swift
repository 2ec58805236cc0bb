import Bindery
import BinderyWeb
import Foundation
import Testing

/// The sections of a small habit tracker, the same bar on each section's screens.
private enum Sections {
    static let items = [TabBarItem(title: "Today", path: "/habits"),
                        TabBarItem(title: "Stats", path: "/habits/stats"),
                        TabBarItem(title: "Settings", path: "/habits/settings")]
}

/// A section's screen: a heading, a button to a deeper screen, and the bar last; it counts the choices it hears.
private final class SectionScreen: ViewController {
    let name: String
    let tabBar = TabBar(items: Sections.items)
    let detailButton = Button(title: "Details")
    let noteField = TextField()
    private(set) var chosen: [String] = []
    init(name: String) {
        self.name = name
        super.init()
    }
    override var title: String { name }
    override func loadView() { add(Label(text: name, tag: "h1"), noteField, detailButton, tabBar) }
    override func viewDidLoad() {
        tabBar.rx.didSelectItem.bind(with: self) { owner, item in owner.chosen.append(item.title) }.disposed(by: disposeBag)
        detailButton.rx.tap.bind(with: self) { owner, _ in owner.navigationController?.push(path: "/habits/7") }
            .disposed(by: disposeBag)
    }
}

@Suite struct TabBarTests {
    private func open(_ path: String = "/habits", language: Language = "en") -> ScreenTester {
        let registry = ScreenRegistry()
        registry.register("/habits") { _ in SectionScreen(name: "Today") }
        registry.register("/habits/stats") { _ in SectionScreen(name: "Stats") }
        registry.register("/habits/settings") { _ in SectionScreen(name: "Settings") }
        registry.register("/habits/{id}") { _ in SectionScreen(name: "Habit") }
        return ScreenTester(path: path, registry: registry, language: language)
    }

    private func shownScreens(_ tester: ScreenTester) -> [String] {
        tester.takeMessages().compactMap { message in
            if case .screen(let path, let title, _, let history) = message { return "\(title) at \(path), \(history)" }
            return nil
        }
    }

    @Test func theBarIsALandmarkOfLinksWithTheCurrentSectionMarked() throws {
        let tester = open("/habits/stats?range=week")
        let screen = try #require(tester.screen as? SectionScreen)
        #expect(screen.tabBar.render() == #"<nav id="tabBar" class="tab-bar" aria-label="Sections" data-tap>"#
            + #"<a href="/habits" data-value="0">Today</a>"#
            + #"<a href="/habits/stats" data-value="1" aria-current="page">Stats</a>"#
            + #"<a href="/habits/settings" data-value="2">Settings</a></nav>"#)
        #expect(screen.tabBar.selectedItem?.title == "Stats", "the query does not count")
        tester.close()
    }

    @Test func theCurrentSectionIsTheLongestPathThatHoldsTheScreens() throws {
        let tester = open("/habits/7")
        let screen = try #require(tester.screen as? SectionScreen)
        #expect(screen.tabBar.selectedIndex == 0, "/habits/7 is under /habits, not /habits/stats")
        #expect(TabBar(items: Sections.items).selectedIndex == nil, "a bar on no screen has no current section")
        tester.close()
    }

    @Test func choosingASectionPushesItsFirstScreenAndBackReturnsToTheScreenAsItWasLeft() throws {
        let tester = open()
        let today = try #require(tester.screen as? SectionScreen)
        tester.type("noteField", "ran 5 km")
        _ = tester.takeMessages()
        tester.send(.event(id: "tabBar", name: .tap, value: "1"))
        #expect(today.chosen == ["Stats"])
        #expect(shownScreens(tester) == ["Stats at /habits/stats, push"])
        let stats = try #require(tester.screen as? SectionScreen)
        #expect(stats.tabBar.selectedItem?.title == "Stats")
        #expect(stats.tabBar.render().contains(#"<a href="/habits/stats" data-value="1" aria-current="page">"#))

        tester.navigate("/habits")                                 // the browser's Back
        #expect(tester.screen === today, "the very screen, as it was left")
        #expect(today.noteField.text == "ran 5 km")
        tester.close()
    }

    @Test func theCurrentSectionOnItsFirstScreenDoesNothingAndOnADeeperOneGoesToItsFirst() throws {
        let tester = open()
        let today = try #require(tester.screen as? SectionScreen)
        _ = tester.takeMessages()
        today.tabBar.select(at: 0)
        tester.settle()
        #expect(shownScreens(tester) == [], "already on show")
        #expect(today.chosen == ["Today"], "the choice is still heard, as UIKit's reselection is")

        tester.tap("detailButton")
        let habit = try #require(tester.screen as? SectionScreen)
        #expect(habit.tabBar.selectedItem?.title == "Today")
        _ = tester.takeMessages()
        habit.tabBar.select(at: 0)
        tester.settle()
        #expect(shownScreens(tester) == ["Today at /habits, push"])
        tester.close()
    }

    @Test func aBadgeIsDrawnBesideItsTitleAndABoundValueRedrawsTheBar() throws {
        let tester = open()
        let screen = try #require(tester.screen as? SectionScreen)
        _ = tester.takeMessages()
        let badges = PublishRelay<String?>()
        tester.session.performAndWait {
            badges.bind(to: screen.tabBar.rx.badgeValue(at: 1)).disposed(by: screen.disposeBag)
            badges.accept("3")
        }
        tester.settle()
        let patches = tester.takePatches()
        #expect(patches.count == 1)
        guard case .replace(let id, let html)? = patches.first else { Issue.record("no redraw: \(patches)"); return }
        #expect(id == "tabBar")
        #expect(html.contains(#"<a href="/habits/stats" data-value="1">Stats<span class="tab-badge">3</span></a>"#))
        tester.session.performAndWait { badges.accept("3"); screen.tabBar.setBadge("1", forItemAt: 9) }
        tester.settle()
        #expect(tester.takePatches() == [], "the same badge, or an item that is not there, changes nothing")
        tester.close()
    }

    @Test func aSectionThatIsNotThereIsRefusedAndChangesNothing() throws {
        let tester = open()
        let screen = try #require(tester.screen as? SectionScreen)
        _ = tester.takeMessages()
        for value in ["3", "-1", "Stats", "1e0", ""] {
            tester.send(.event(id: "tabBar", name: .tap, value: value))
        }
        tester.send(.event(id: "tabBar", name: .tap, value: nil))
        let errors = tester.takeMessages().compactMap { message -> String? in
            if case .error(let code, let text) = message { return "\(code.rawValue): \(text)" } else { return nil }
        }
        #expect(errors.count == 6)
        #expect(errors.first == #"malformed: tabBar has no section "3"."#)
        #expect(screen.chosen.isEmpty)
        #expect(tester.screen === screen)
        tester.close()
    }

    @Test func theLandmarkIsNamedInTheScreensLanguageOrByItsAccessibilityLabel() throws {
        let tester = open(language: "ko")
        let screen = try #require(tester.screen as? SectionScreen)
        #expect(screen.tabBar.render().hasPrefix(#"<nav id="tabBar" class="tab-bar" aria-label="섹션" data-tap>"#))
        screen.tabBar.accessibilityLabel = "Habit tracker"
        #expect(screen.tabBar.render().hasPrefix(#"<nav id="tabBar" class="tab-bar" data-tap aria-label="Habit tracker">"#))
        tester.close()
    }

    @Test func anItemWhosePathIsNotOnThisSiteOpensNothingAndSaysWhy() throws {
        let bar = TabBar(id: "bar", items: [TabBarItem(title: "<b>Away</b>", path: "https://example.com/")])
        #expect(bar.render().contains(#"<a data-value="0">&lt;b&gt;Away&lt;/b&gt;</a>"#))
        let screen = ViewController()
        screen.add(bar)
        #expect(screen.mistakes.contains { $0.contains("a tab bar item's path must be a path on this site") })
        #expect(bar.handle(.tap, value: "0") == nil, "accepted, and nothing is opened")
    }
}
