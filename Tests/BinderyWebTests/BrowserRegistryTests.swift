import BinderyWeb
import Foundation
import Testing

/// The browsers a server remembers: a known id keeps its values, anything else gets a new browser, and
/// idle or surplus browsers are forgotten.
@Suite struct BrowserRegistryTests {
    static let key = SessionKey<String>("test.name")

    @Test func aKnownIdGetsItsValuesBackAndAnUnknownOrMissingOneANewBrowser() {
        let registry = BrowserRegistry()
        let first = registry.browser(id: nil)
        first.values[Self.key] = "Ada"

        let again = registry.browser(id: first.id)
        let forged = registry.browser(id: String(repeating: "0", count: 64))

        #expect(first.id.count == 64 && first.id.allSatisfy(\.isHexDigit))
        #expect(again.id == first.id && again.values[Self.key] == "Ada")
        #expect(forged.id != first.id && forged.id.count == 64, "an id the server never issued is replaced")
        #expect(forged.values[Self.key] == nil)
    }

    @Test func aBrowserIdleForTheLimitIsForgotten() {
        let registry = BrowserRegistry(idleLimit: 60)
        let start = Date(timeIntervalSince1970: 1_000_000)
        let browser = registry.browser(id: nil, now: start)
        browser.values[Self.key] = "Ada"

        let seenAgain = registry.browser(id: browser.id, now: start.addingTimeInterval(59))
        let afterIdling = registry.browser(id: browser.id, now: start.addingTimeInterval(59 + 60))

        #expect(seenAgain.values[Self.key] == "Ada", "each page load renews the browser")
        #expect(afterIdling.id != browser.id && afterIdling.values[Self.key] == nil)
        #expect(registry.count == 1)
    }

    @Test func aFullRegistryForgetsTheBrowsersUnseenLongest() {
        let registry = BrowserRegistry(capacity: 20)
        let start = Date(timeIntervalSince1970: 1_000_000)
        let ids = (0..<20).map { registry.browser(id: nil, now: start.addingTimeInterval(Double($0))).id }
        _ = registry.browser(id: ids[0], now: start.addingTimeInterval(100))  // the oldest is seen again

        _ = registry.browser(id: nil, now: start.addingTimeInterval(200))

        #expect(registry.count == 19, "two of the twenty were dropped to make room for the new one")
        #expect(registry.browser(id: ids[0], now: start.addingTimeInterval(201)).id == ids[0])
        #expect(registry.browser(id: ids[3], now: start.addingTimeInterval(201)).id == ids[3])
        #expect(registry.browser(id: ids[1], now: start.addingTimeInterval(201)).id != ids[1], "unseen longest: forgotten")
    }
}
