import Hummingbird
import HummingbirdCore

/// What a JSON route of `SiteRoutes` is asked: the path, its `:name` parameters, the query and the headers.
public struct RouteRequest: Sendable {
    /// The request's path, e.g. `/api/count/7`, without the query.
    public let path: String
    /// The path's named parts: `id` is `7` for the route `/api/count/:id` asked `/api/count/7`.
    public let parameters: [String: String]
    /// The query's values, percent-decoded, by name (the first of a repeated name): `?q=a%20b` gives `["q": "a b"]`.
    public let query: [String: String]
    /// The headers' values by lowercased name, a repeated header's joined with ", ".
    private let headers: [String: String]

    /// The request as a route sees it (for testing a route's closure on its own).
    public init(path: String, parameters: [String: String] = [:], query: [String: String] = [:],
                headers: [String: String] = [:]) {
        self.path = path
        self.parameters = parameters
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
    }

    init(_ request: Request, context: some RequestContext) {
        path = request.uri.path
        parameters = Self.dictionary(context.parameters)
        query = Self.dictionary(request.uri.queryParameters)
        headers = Dictionary(request.headers.map { ($0.name.canonicalName, $0.value) }) { "\($0), \($1)" }
    }

    /// The value of the header `name` (any case), nil when the request has none.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    private static func dictionary(_ flat: FlatDictionary<Substring, Substring>) -> [String: String] {
        var values: [String: String] = [:]
        for (name, value) in flat where values[String(name)] == nil { values[String(name)] = String(value) }
        return values
    }
}
