/// The checked parameters of `GET /api/v1/search/blog.json?query=&display=&start=&sort=` (Naver's).
public struct BlogSearchRequest: Equatable, Sendable {
    /// How results are ordered.
    public enum Sort: String, Sendable {
        /// Best match first.
        case sim
        /// Newest first.
        case date
    }

    /// The search words (never empty).
    public let query: String
    /// How many results to send, 1...100 (default 10).
    public let display: Int
    /// The 1-based position of the first result, 1...1000 (default 1).
    public let start: Int
    /// The order (default `sim`).
    public let sort: Sort

    /// Checks raw query values as the public API does: `query` required, the others optional but in range.
    public init(query: Substring?, display: Substring?, start: Substring?, sort: Substring?) throws(StandInError) {
        guard let query, !query.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw StandInError("query is required")
        }
        guard query.count <= 200 else { throw StandInError("query must be at most 200 characters") }
        self.query = String(query)
        self.display = try Self.number("display", display, default: 10, in: 1...100)
        self.start = try Self.number("start", start, default: 1, in: 1...1000)
        if let sort {
            guard let order = Sort(rawValue: String(sort)) else { throw StandInError("sort must be sim or date, got \"\(sort)\"") }
            self.sort = order
        } else {
            self.sort = .sim
        }
    }

    private static func number(_ name: String, _ text: Substring?, default value: Int,
                               in range: ClosedRange<Int>) throws(StandInError) -> Int {
        guard let text else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw StandInError("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
        }
        return number
    }
}
