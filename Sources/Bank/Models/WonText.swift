import Bindery
import Foundation

/// How money and times read on the bank's screens, per language.
public enum WonText {
    /// `won` with thousands separators: "₩1,234" in English, "1,234원" in Korean.
    public static func amount(_ won: Int64, in language: Language) -> String {
        let digits = grouped(won.magnitude)
        let sign = won < 0 ? "-" : ""
        return language.pick(en: "\(sign)₩\(digits)", ko: "\(sign)\(digits)원")
    }

    /// The balance line: "Balance: ₩1,234" / "잔액: 1,234원".
    public static func balance(_ won: Int64, in language: Language) -> String {
        language.pick(en: "Balance: ", ko: "잔액: ") + amount(won, in: language)
    }

    /// `date` as the language's locale writes a date and time (medium styles), in `timeZone`.
    public static func time(_ date: Date, in language: Language, timeZone: TimeZone = .current) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: language.pick(en: "en_US", ko: "ko_KR"))
        formatter.timeZone = timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .medium
        return formatter.string(from: date)
    }

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
