import Foundation
import Hummingbird

/// The cat API's stand-in: `GET v1/images/search?limit=` → `[{"id", "url", "width", "height"}]` (random cats,
/// `limit` from 1 to 10, default 1; anything else is a 400), and the pictures it links to, `GET cats/images/{id}.svg`.
public struct CatStandIn: Sendable {
    /// The search route, relative to the stand-ins' `/api` prefix.
    public static let searchPath: RouterPath = "v1/images/search"
    /// The pictures' route, relative to the stand-ins' `/api` prefix.
    public static let imagePath: RouterPath = "cats/images/:file"
    /// How many cats one search may ask for.
    public static let limits = 1...10
    /// How many different cats there are.
    public static let catCount = 12

    /// One search result, in the public API's field names.
    public struct Cat: Codable, Equatable, Sendable {
        /// The picture's id.
        public let id: String
        /// The absolute URL of the picture.
        public let url: String
        /// The picture's width in pixels.
        public let width: Int
        /// The picture's height in pixels.
        public let height: Int
    }

    private let source: any RandomIntegerSource

    /// Creates the stand-in picking cats with `source`.
    public init(source: any RandomIntegerSource) {
        self.source = source
    }

    /// Adds the routes to `router`.
    public func addRoutes<Context: RequestContext>(to router: some RouterMethods<Context>) {
        router.get(Self.searchPath) { request, _ in
            let limit = try Self.limit(request.uri.queryParameters["limit"])
            return try StandInResponse.json(self.randomCats(limit: limit) { StandInResponse.url(of: $0, for: request) })
        }
        router.get(Self.imagePath) { _, context in
            let file = context.parameters.get("file")
            guard let id = StandInResponse.svgFileID(file), let index = Self.index(ofID: id) else {
                throw StandInError("No cat picture \"\(file ?? "")\"", status: .notFound)
            }
            return StandInResponse.svg(CatImage.svg(index: index))
        }
    }

    /// `limit` random cats, their picture URLs made by `url` from paths below `/api/`.
    public func randomCats(limit: Int, url: (String) -> String) -> [Cat] {
        (0..<limit).map { _ in Self.cat(index: source.nextInteger(in: 0...(Self.catCount - 1)), url: url) }
    }

    /// Cat number `index` (0-based).
    public static func cat(index: Int, url: (String) -> String) -> Cat {
        let id = self.id(ofIndex: index)
        let size = CatImage.pose(of: index).size
        return Cat(id: id, url: url("cats/images/\(id).svg"), width: size.width, height: size.height)
    }

    /// The checked `limit`: absent means 1.
    static func limit(_ text: Substring?) throws(StandInError) -> Int {
        guard let text else { return 1 }
        guard let limit = Int(text), limits.contains(limit) else {
            throw StandInError("limit must be a whole number from \(limits.lowerBound) to \(limits.upperBound), got \"\(text)\"")
        }
        return limit
    }

    private static func id(ofIndex index: Int) -> String { "cat\(index + 1)" }

    private static func index(ofID id: String) -> Int? {
        guard id.hasPrefix("cat"), let number = Int(id.dropFirst(3)), (1...catCount).contains(number) else { return nil }
        return number - 1
    }
}
