/// The checked parameters of `GET /api/v1.0/random?min=&max=&count=` (the public random-number API's).
public struct RandomNumberRequest: Equatable, Sendable {
    /// The largest magnitude accepted for `min` and `max`: JSON numbers stay exact up to 2^53 − 1.
    public static let largestBound = 9_007_199_254_740_991
    /// How many numbers one request may ask for.
    public static let countLimits = 1...100

    /// The numbers to draw from, both bounds included.
    public let range: ClosedRange<Int>
    /// How many numbers to draw.
    public let count: Int

    /// Checks raw query values: all three are required whole numbers, min ≤ max, count within `countLimits`.
    public init(min: Substring?, max: Substring?, count: Substring?) throws(StandInError) {
        let lower = try Self.bound(named: "min", try Self.required("min", min))
        let upper = try Self.bound(named: "max", try Self.required("max", max))
        guard lower <= upper else {
            throw StandInError("min (\(lower)) must not be greater than max (\(upper))")
        }
        let count = try Self.count(try Self.required("count", count))
        self.range = lower...upper
        self.count = count
    }

    private static func required(_ name: String, _ text: Substring?) throws(StandInError) -> Substring {
        guard let text else { throw StandInError("\(name) is required") }
        return text
    }

    private static func count(_ text: Substring) throws(StandInError) -> Int {
        guard let count = Int(text) else { throw StandInError("count must be a whole number, got \"\(text)\"") }
        guard countLimits.contains(count) else {
            throw StandInError("count must be between \(countLimits.lowerBound) and \(countLimits.upperBound), got \(count)")
        }
        return count
    }

    private static func bound(named name: String, _ text: Substring) throws(StandInError) -> Int {
        guard let value = Int(text) else { throw StandInError("\(name) must be a whole number, got \"\(text)\"") }
        guard (-largestBound...largestBound).contains(value) else {
            throw StandInError("\(name) must be between -\(largestBound) and \(largestBound), got \(value)")
        }
        return value
    }
}
