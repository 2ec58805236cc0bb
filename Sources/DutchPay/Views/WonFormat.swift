import BinderyWeb

/// The texts the Dutch pay screen shows for amounts and party sizes: digits grouped here, words from the app's tables.
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

    /// An amount in won, grouped: "₩1,000" in English, "1,000원" in Korean.
    public static func won(_ amount: Int, in strings: StringsTable) -> String {
        strings(.wonAmount, grouped(amount))
    }

    /// A party size, grouped, singular for one: "1 person" / "4 people" in English, "4명" in Korean.
    public static func people(_ count: Int, in strings: StringsTable) -> String {
        strings(count == 1 ? .onePerson : .people, grouped(count))
    }
}
