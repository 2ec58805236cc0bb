import BinderyTest
import BinderyWeb
@testable import Catalog
import Foundation
import Testing

/// The catalog's tab bar and its badges' screen, driven through their controls without a browser.
@Suite(.checksForLeaks)
struct BadgesScreenTests {
    private func open(_ path: String = "/catalog", language: Language = "en") -> ScreenTester {
        let registry = ScreenRegistry()
        CatalogApp.register(in: registry, environment: .testing.providing(CatalogApp.Services { CatalogScreenTests.today }))
        let tester = ScreenTester(path: path, registry: registry, language: language, screenShown: { trackForLeaks($0) })
        trackForLeaks(tester.session)
        return tester
    }

    /// The screens the page was sent, each as "title at path, history".
    private func shown(_ tester: ScreenTester) -> [String] {
        tester.takeMessages().compactMap { message in
            if case .screen(let path, let title, _, let history) = message { return "\(title) at \(path), \(history)" }
            return nil
        }
    }

    private func bar(_ tester: ScreenTester) -> String { tester.view("tabBar", as: TabBar.self)?.render() ?? "" }

    @Test func theCatalogEndsWithItsBarAndChoosingBadgesOpensThemThenBackFindsTheCatalogAsItWasLeft() throws {
        let tester = open()
        let catalog = try #require(tester.screen as? CatalogViewController)
        #expect(bar(tester) == #"<nav id="tabBar" class="tab-bar" aria-label="Sections" data-tap>"#
            + #"<a href="/catalog" data-value="0" aria-current="page">Controls</a>"#
            + #"<a href="/catalog/badges" data-value="1">Badges</a></nav>"#)
        tester.choose("workingSwitch", "true")
        _ = tester.takeMessages()
        tester.tap("tabBar", value: "1")
        #expect(shown(tester) == ["Badges at /catalog/badges, push"])
        #expect(tester.view("badgeLabel", as: Label.self)?.text == "Badge on Controls: None")
        #expect(tester.view("chosenLabel", as: Label.self)?.text == "Chosen in the bar: None yet")
        #expect(bar(tester).contains(#"<a href="/catalog/badges" data-value="1" aria-current="page">Badges</a>"#))
        #expect(tester.accessibilityIssues == [])

        tester.navigate("/catalog")                                   // the browser's Back
        #expect(tester.screen === catalog, "the very screen, as it was left")
        #expect(tester.view("workingLabel", as: Label.self)?.text == "Working: On")
        tester.close()
    }

    @Test func theStepperPutsItsNumberAsABadgeOnControlsAndNoneAtZero() {
        let tester = open("/catalog/badges")
        _ = tester.takeMessages()
        tester.choose("badgeStepper", "3")
        let patches = tester.takePatches()
        #expect(patches.contains(.text(id: "badgeLabel", value: "Badge on Controls: 3")))
        #expect(patches.contains(.replace(id: "tabBar", html: bar(tester))))
        #expect(bar(tester).contains(#"<a href="/catalog" data-value="0">Controls<span class="tab-badge">3</span></a>"#))
        tester.choose("badgeStepper", "0")
        #expect(tester.view("badgeLabel", as: Label.self)?.text == "Badge on Controls: None")
        #expect(!bar(tester).contains("tab-badge"))
        tester.close()
    }

    @Test func choosingTheSectionOnShowStaysAndSaysSoWhileAnotherIsRefused() {
        let tester = open("/catalog/badges")
        _ = tester.takeMessages()
        tester.tap("tabBar", value: "1")
        #expect(shown(tester) == [], "already on show")
        #expect(tester.view("chosenLabel", as: Label.self)?.text == "Chosen in the bar: Badges")
        tester.tap("tabBar", value: "2")
        #expect(tester.takeMessages().compactMap(\.errorCode) == [.malformed])
        #expect(tester.screen?.path == "/catalog/badges")
        tester.close()
    }

    @Test func koreanTexts() {
        let tester = open("/catalog/badges", language: "ko")
        #expect(tester.screen?.title == "배지")
        #expect(bar(tester).hasPrefix(#"<nav id="tabBar" class="tab-bar" aria-label="섹션" data-tap><a href="/catalog" data-value="0">컨트롤</a>"#))
        tester.choose("badgeStepper", "2")
        #expect(tester.view("badgeLabel", as: Label.self)?.text == "컨트롤의 배지: 2")
        #expect(tester.accessibilityIssues == [])
        tester.close()
    }
}
