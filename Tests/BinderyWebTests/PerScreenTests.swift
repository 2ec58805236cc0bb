import BinderyWeb
import Foundation
import Synchronization
import Testing

/// `AppEnvironment.perScreen(or:)`: a test's stub in place of the live value, the live one made for each screen.
struct PerScreenTests {
    /// A live value that counts how many times it was made.
    private final class Made {
        var count = 0
        func next(_ environment: AppEnvironment) -> Int {
            count += 1
            return count
        }
    }

    @Test func theProvidedStubWinsOverTheLiveValue() {
        let made = Made()
        let environment = AppEnvironment.testing.providing(PerScreen<Int> { 42 })
        let values = environment.perScreen(or: made.next)
        #expect(values.make() == 42)
        #expect(values.make() == 42)
        #expect(made.count == 0)
    }

    @Test func theLiveValueIsMadeForEachScreenAndReadsTheEnvironmentThen() {
        let address = Mutex(URL(string: "http://127.0.0.1:1/")!)
        let environment = AppEnvironment(dataDirectory: FileManager.default.temporaryDirectory,
                                         apiBaseURL: { address.withLock { $0 } })
        let made = Made()
        let values = environment.perScreen { environment -> String in
            "value \(made.next(environment)) for port \(environment.apiBaseURL().port ?? 0)"
        }
        #expect(made.count == 0)
        let first = values.make()
        address.withLock { $0 = URL(string: "http://127.0.0.1:2/")! }
        let second = values.make()
        #expect([first, second] == ["value 1 for port 1", "value 2 for port 2"])
    }

    @Test func valuesOfTwoTypesProvidedTogetherDoNotMix() {
        let environment = AppEnvironment.testing.providing(PerScreen { 7 }).providing(PerScreen { "stub" })
        #expect(environment.perScreen { _ in 0 }.make() == 7)
        #expect(environment.perScreen { _ in "live" }.make() == "stub")
        #expect(environment.perScreen { _ in 1.5 }.make() == 1.5)
    }

    @Test func aLaterStubOfTheSameTypeReplacesTheEarlierOne() {
        let environment = AppEnvironment.testing.providing(PerScreen { 1 }).providing(PerScreen { 2 })
        #expect(environment.perScreen { _ in 0 }.make() == 2)
    }
}
