@testable import BinderyWeb
import Foundation
import Testing

/// A screen with one row of two buttons, styled by the app (`toolbar`).
final class ToolbarScreen: ViewController {
    let toolbar = StackView(id: "toolbar", axis: .horizontal,
                            arrangedSubviews: [Button(id: "back", title: "Back"), Button(id: "next", title: "Next")],
                            classes: ["toolbar"])

    override func loadView() { add(toolbar) }
}

@Suite struct StackViewLayoutTests {
    private func open() -> (ScreenTester, StackView) {
        let tester = ScreenTester({ ToolbarScreen() }, path: "/toolbar")
        _ = tester.takeMessages()
        return (tester, (tester.screen as! ToolbarScreen).toolbar)
    }

    @Test func aStackWithUIKitsDefaultsCarriesOnlyItsAxis() {
        let stack = StackView(id: "column", arrangedSubviews: [])
        #expect(stack.render() == #"<div id="column" class="stack vertical"></div>"#)
        #expect((stack.axis, stack.spacing, stack.alignment, stack.distribution) == (.vertical, 12, .fill, .fill))
    }

    @Test func spacingAlignmentAndDistributionAreClassesAfterTheAxis() {
        let stack = StackView(id: "row", axis: .horizontal, spacing: 8, alignment: .firstBaseline,
                              distribution: .fillEqually, arrangedSubviews: [], classes: ["mine"])
        #expect(stack.classes == ["mine", "stack", "horizontal", "stack-spacing-8", "stack-align-first-baseline",
                                  "stack-distribution-fill-equally"])
        #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
    }

    @Test func eachPropertyChangedPatchesTheClassesInPlace() {
        let (tester, toolbar) = open()
        toolbar.spacing = 4
        tester.settle()
        #expect(tester.takePatches() == [.classes(id: "toolbar", value: ["toolbar", "stack", "horizontal", "stack-spacing-4"])])
        toolbar.alignment = .center
        toolbar.distribution = .equalSpacing
        toolbar.axis = .vertical
        tester.settle()
        #expect(tester.takePatches() == [
            .classes(id: "toolbar", value: ["toolbar", "stack", "horizontal", "stack-spacing-4", "stack-align-center"]),
            .classes(id: "toolbar", value: ["toolbar", "stack", "horizontal", "stack-spacing-4", "stack-align-center",
                                            "stack-distribution-equal-spacing"]),
            .classes(id: "toolbar", value: ["toolbar", "stack", "vertical", "stack-spacing-4", "stack-align-center",
                                            "stack-distribution-equal-spacing"]),
        ])
        toolbar.alignment = .trailing
        tester.settle()
        #expect(tester.takePatches() == [.classes(id: "toolbar", value: ["toolbar", "stack", "vertical", "stack-spacing-4",
                                                                         "stack-align-trailing", "stack-distribution-equal-spacing"])])
        toolbar.spacing = 12
        toolbar.alignment = .fill
        toolbar.distribution = .fill
        tester.settle()
        #expect(tester.takePatches().last == .classes(id: "toolbar", value: ["toolbar", "stack", "vertical"]))
        tester.close()
    }

    @Test func aChangeTheClassesDoNotShowSendsNothing() {
        let (tester, toolbar) = open()
        toolbar.spacing = 11  // shown as the default gap, 12
        toolbar.axis = .horizontal
        toolbar.alignment = .fill
        tester.settle()
        #expect(tester.takePatches() == [])
        tester.close()
    }

    @Test func spacingIsShownAsTheNearestStepTheLargerOnATie() {
        #expect(StackView.spacingClass(0) == "stack-spacing-0")
        #expect(StackView.spacingClass(7) == "stack-spacing-8")
        #expect(StackView.spacingClass(9) == "stack-spacing-10")
        #expect(StackView.spacingClass(13) == nil)
        #expect(StackView.spacingClass(-5) == "stack-spacing-0")
        #expect(StackView.spacingClass(500) == "stack-spacing-64")
    }

    @Test func everyLayoutClassHasARuleInBinderyWebsStylesheet() {
        let css = WebApp.defaultStylesheet
        let classes = StackView.spacingSteps.compactMap(StackView.spacingClass)
            + StackView.Alignment.allCases.compactMap(StackView.alignmentClass)
            + StackView.Distribution.allCases.compactMap(StackView.distributionClass)
        #expect(classes.count == StackView.spacingSteps.count - 1 + 5 + 4)
        for name in classes {
            #expect(css.contains(".\(name) "), "\(name)")
        }
    }

    @Test func aScreensViewsAndAFieldsLabelStackVerticallyByDefault() {
        let css = WebApp.defaultStylesheet
        #expect(css.contains(":where(#\(WireProtocol.Element.screen.rawValue) > :is("), "the screen's inline views take a line each")
        #expect(css.contains("label { display: block;"), "a field's label above its field")
    }
}
