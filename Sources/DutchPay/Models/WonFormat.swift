import Bindery

/// The texts the Dutch pay screen shows for amounts and party sizes, in English or Korean.
public enum WonFormat {
    /// `amount` with "," between each group of three digits: 1234567 → "1,234,567".
    public static func grouped(_ amount: Int) -> String {
        let digits = String(amount.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (amount < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// An amount in won: "₩1,000" in English, "1,000원" in Korean.
    public static func won(_ amount: Int, in language: Language) -> String {
        language.pick(en: "₩\(grouped(amount))", ko: "\(grouped(amount))원")
    }

    /// A party size: "1 person" / "4 people" in English, "4명" in Korean.
    public static func people(_ count: Int, in language: Language) -> String {
        language.pick(en: count == 1 ? "1 person" : "\(grouped(count)) people", ko: "\(grouped(count))명")
    }
}
