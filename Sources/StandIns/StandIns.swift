import Hummingbird

/// The embedded stand-ins of the public APIs the apps call, all under `/api`.
public struct StandIns: Sendable {
    /// The path every stand-in lives under; services append the rest to their base URL.
    public static let pathPrefix: RouterPath = "api"

    private let randomNumbers: RandomNumberStandIn
    private let quotes: QuoteStandIn
    private let blogSearch = BlogSearchStandIn()
    private let movies = MoviesStandIn()
    private let members: MembersStandIn
    private let cats: CatStandIn
    private let controls: StandInControls

    /// Creates the stand-ins; `randomSource` feeds the random-number, quote and cat APIs (seed it in tests);
    /// `controls` adds latency or failures to every `/api` request (tests only; off by default).
    public init(randomSource: any RandomIntegerSource = SystemRandomIntegerSource(), controls: StandInControls = .off) {
        self.randomNumbers = RandomNumberStandIn(source: randomSource)
        self.quotes = QuoteStandIn(source: randomSource)
        self.members = MembersStandIn()
        self.cats = CatStandIn(source: randomSource)
        self.controls = controls
    }

    /// Adds every stand-in's routes to `router` under `/api`, behind the test controls when they are on.
    public func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        let api = router.group(Self.pathPrefix)
        if controls.changesAnswers {
            api.add(middleware: StandInControlMiddleware<Context>(controls: controls, draws: controls.randomSource()))
        }
        randomNumbers.addRoutes(to: api)
        quotes.addRoutes(to: api)
        blogSearch.addRoutes(to: api)
        movies.addRoutes(to: api)
        members.addRoutes(to: api)
        cats.addRoutes(to: api)
    }
}
