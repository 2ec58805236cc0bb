import Foundation

/// An amount of money a user typed: a positive whole number of won with at most 15 digits.
public struct Amount: Equatable, Sendable {
    /// The most digits an amount may have (999,999,999,999,999 won at most).
    public static let maximumDigits = 15
    /// The largest amount accepted.
    public static let maximum: Int64 = 999_999_999_999_999

    /// The amount in won.
    public let won: Int64

    /// Parses typed text: surrounding spaces are ignored, leading zeros are dropped; anything else but
    /// ASCII digits is refused with the error that says why (empty, not a number, zero or negative,
    /// fractional, too many digits).
    public init(parsing text: String) throws(BankError) {
        var body = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !body.isEmpty else { throw .emptyAmount }
        var isNegative = false
        if let sign = body.first, sign == "-" || sign == "+" {
            isNegative = sign == "-"
            body = body.dropFirst()
        }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.allSatisfy(Self.isDigits), parts.contains(where: { !$0.isEmpty }) else { throw .notANumber }
        let whole = parts[0].drop { $0 == "0" }
        let fraction = parts.count == 2 ? parts[1] : ""
        if isNegative, !(whole.isEmpty && fraction.allSatisfy { $0 == "0" }) { throw .notPositive }
        guard parts.count == 1 else { throw whole.isEmpty && fraction.allSatisfy({ $0 == "0" }) ? .notPositive : .fractional }
        guard !whole.isEmpty else { throw .notPositive }
        guard whole.count <= Self.maximumDigits, let won = Int64(whole) else { throw .tooManyDigits }
        self.won = won
    }

    /// An amount given as a number of won: refused when zero or negative, or over `maximum` (more than 15 digits).
    public init(won: Int) throws(BankError) {
        guard won > 0 else { throw .notPositive }
        guard won <= Self.maximum else { throw .tooManyDigits }
        self.won = Int64(won)
    }

    /// Whether every character of `text` is an ASCII digit (true for empty text).
    private static func isDigits(_ text: Substring) -> Bool {
        text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }
}
