import Bindery
import BinderyWeb
import Foundation
import Testing

/// A screen per path under `/item/{n}`, each remembered weakly so a test can count the ones still alive.
private final class ItemScreens {
    private var made: [Weak] = []
    private struct Weak { weak var screen: ViewController? }

    var registry: ScreenRegistry {
        let registry = ScreenRegistry()
        registry.register("/item/{n}") { context in
            let screen = ItemScreen(number: context.parameters["n"] ?? "")
            self.made.append(Weak(screen: screen))
            return screen
        }
        return registry
    }

    var madeCount: Int { made.count }
    var alive: Int { made.filter { $0.screen != nil }.count }
}

private final class ItemScreen: ViewController {
    let number: String
    init(number: String) { self.number = number }
    override var title: String { "Item \(number)" }
    override func loadView() { add(Label(id: "itemLabel", text: number)) }
}

@Suite struct NavigationFloodTests {
    @Test func navigationsCountAgainstTheRateBudgetLikeEvents() {
        let screens = ItemScreens()
        let tester = ScreenTester(path: "/item/0", registry: screens.registry, eventsPerSecond: 2, eventBurst: 3)
        _ = tester.takeMessages()
        for n in 1...50 { tester.navigate("/item/\(n)") }
        let refusals = tester.takeMessages().filter { $0.errorCode == .rateLimited }
        #expect(refusals.count == 47)
        #expect(screens.madeCount == 4, "the first screen and the three navigations the burst allowed")
        tester.close()
    }

    @Test func badFramesCountAgainstTheRateBudgetToo() {
        let tester = ScreenTester(path: "/item/0", registry: ItemScreens().registry, eventsPerSecond: 2, eventBurst: 3)
        _ = tester.takeMessages()
        for _ in 0..<10 { tester.sendFrame("not json") }
        let errors = tester.takeMessages().compactMap(\.errorCode)
        #expect(errors == Array(repeating: .malformed, count: 3) + Array(repeating: .rateLimited, count: 7))
        tester.close()
    }

    @Test func thousandsOfNavigationsHoldAtMostMaxScreensAlive() {
        let screens = ItemScreens()
        let tester = ScreenTester(path: "/item/0", registry: screens.registry)
        let limit = tester.session.maxScreens
        for n in 1...2_000 {
            tester.navigate("/item/\(n)")
            _ = tester.takeMessages()
        }
        #expect(screens.madeCount == 2_001)
        #expect(tester.session.stack.count == limit)
        #expect(screens.alive == limit, "older screens are released as new ones arrive")
        #expect(tester.session.stack.map(\.path) == (2_001 - limit..<2_001).map { "/item/\($0)" })
        tester.navigate("/item/0")
        #expect(tester.view("itemLabel", as: Label.self)?.text == "0", "Back to a released screen rebuilds it")
        tester.close()
        #expect(screens.alive == 0)
    }
}
