import Foundation

/// Durations as the inspector shows them, the same in every language: `45s`, `2m 05s`, `1h 02m`; `+12.345 s`;
/// `0.42 ms`.
enum DurationText {
    /// A whole number of seconds, minutes and hours, at most two units.
    static func span(seconds: Int) -> String {
        let whole = max(0, seconds)
        if whole < 60 { return "\(whole)s" }
        if whole < 3600 { return "\(whole / 60)m \(twoDigits(whole % 60))s" }
        return "\(whole / 3600)h \(twoDigits(whole % 3600 / 60))m"
    }

    /// Milliseconds since the session opened, in seconds with three decimals.
    static func offset(milliseconds: Int) -> String {
        "+\(milliseconds / 1000).\(String(repeating: "0", count: 3 - String(milliseconds % 1000).count))\(milliseconds % 1000) s"
    }

    /// A handling time in milliseconds with two decimals.
    static func took(nanoseconds: UInt64) -> String {
        let hundredths = (nanoseconds + 5_000) / 10_000
        return "\(hundredths / 100).\(twoDigits(Int(hundredths % 100))) ms"
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
