import BinderyWeb
import Foundation

/// How money and times read on the bank's screens: digits grouped here, words and locale from the app's tables.
public enum WonText {
    /// `won` with thousands separators: "₩1,234" in English, "1,234원" in Korean.
    public static func amount(_ won: Int64, in strings: StringsTable) -> String {
        (won < 0 ? "-" : "") + strings(BankText.wonAmount, grouped(won.magnitude))
    }

    /// The balance line: "Balance: ₩1,234" / "잔액: 1,234원".
    public static func balance(_ won: Int64, in strings: StringsTable) -> String {
        strings(BankText.balance, amount(won, in: strings))
    }

    /// `date` as the tables' locale (`dateLocale`) writes a date and time (medium styles), in `timeZone`.
    public static func time(_ date: Date, in strings: StringsTable, timeZone: TimeZone = .current) -> String {
        formatters.string(from: date, locale: strings(BankText.dateLocale), timeZone: timeZone)
    }

    /// One formatter per locale and time zone, made once: making a `DateFormatter` costs far more than using one, and
    /// a history formats every row (a soak found formatter creation taking most of the server's CPU).
    private static let formatters = DateFormatterCache()

    /// The digits of `value` in groups of three separated by commas.
    private static func grouped(_ value: UInt64) -> String {
        var digits = Array(String(value))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
