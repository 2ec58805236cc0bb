import Hummingbird

/// The embedded stand-ins of the public APIs the apps call, all under `/api`.
public struct StandIns: Sendable {
    /// The path every stand-in lives under; services append the rest to their base URL.
    public static let pathPrefix: RouterPath = "api"

    private let randomNumbers: RandomNumberStandIn
    private let quotes: QuoteStandIn
    private let blogSearch = BlogSearchStandIn()
    private let movies = MoviesStandIn()

    /// Creates the stand-ins; `randomSource` feeds the random-number and quote APIs (seed it in tests).
    public init(randomSource: any RandomIntegerSource = SystemRandomIntegerSource()) {
        self.randomNumbers = RandomNumberStandIn(source: randomSource)
        self.quotes = QuoteStandIn(source: randomSource)
    }

    /// Adds every stand-in's routes to `router` under `/api`.
    public func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        let api = router.group(Self.pathPrefix)
        randomNumbers.addRoutes(to: api)
        quotes.addRoutes(to: api)
        blogSearch.addRoutes(to: api)
        movies.addRoutes(to: api)
    }
}
