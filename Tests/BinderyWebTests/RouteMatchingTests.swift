import BinderyWeb
import Testing

/// What a route's screen is made with: the pattern's parameters, percent-decoded, and the query, whether the path
/// is written plainly or with escapes and a query; and the paths no route answers.
@Suite struct RouteMatchingTests {
    private final class Made {
        var context: ScreenContext?
    }

    private static func registry(_ made: Made) -> ScreenRegistry {
        let registry = ScreenRegistry()
        registry.register("/item/{n}") { context in
            made.context = context
            return ViewController()
        }
        return registry
    }

    @Test(arguments: [
        ("/item/7", "7", [:]),
        ("/item/7?lang=en&q=a%20b", "7", ["lang": "en", "q": "a b"]),
        ("/item/%EA%B0%80", "가", [:]),
        ("/item/가", "가", [:]),
    ] as [(String, String, [String: String])])
    func aRouteReadsItsParameterAndQuery(path: String, parameter: String, query: [String: String]) {
        let made = Made()
        _ = ScreenTester(path: path, registry: Self.registry(made))
        #expect(made.context?.parameters["n"] == parameter)
        #expect(made.context?.query == query)
    }

    @Test func pathsOfAnotherShapeMatchNoRoute() {
        let registry = Self.registry(Made())
        #expect(registry.matches("/item/7"))
        #expect(registry.matches("/item/7?x=1"))
        #expect(!registry.matches("item/7"))
        #expect(!registry.matches("/item/7/more"))
    }
}
