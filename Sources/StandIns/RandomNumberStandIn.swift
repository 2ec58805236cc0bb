import Foundation
import Hummingbird

/// The random-number API's stand-in: `GET v1.0/random?min=&max=&count=` → a JSON array of ints, e.g. `[2]`.
public struct RandomNumberStandIn: Sendable {
    /// The route, relative to the stand-ins' `/api` prefix.
    public static let path: RouterPath = "v1.0/random"

    private let source: any RandomIntegerSource

    /// Creates the stand-in drawing from `source`.
    public init(source: any RandomIntegerSource) {
        self.source = source
    }

    /// Adds the route to `router`.
    public func addRoutes<Context: RequestContext>(to router: some RouterMethods<Context>) {
        router.get(Self.path) { request, _ in
            let parameters = request.uri.queryParameters
            let query = try RandomNumberRequest(min: parameters["min"], max: parameters["max"], count: parameters["count"])
            return try StandInResponse.json(self.numbers(for: query))
        }
    }

    /// Draws `query.count` numbers from `query.range`.
    public func numbers(for query: RandomNumberRequest) -> [Int] {
        (0..<query.count).map { _ in source.nextInteger(in: query.range) }
    }
}
