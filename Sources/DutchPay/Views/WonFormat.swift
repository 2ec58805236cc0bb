import BinderyWeb

/// The texts the Dutch pay screen shows for amounts and party sizes: digits grouped here, words from the app's tables.
public enum WonFormat {
    /// `amount` with "," between each group of three digits: 1234567 → "1,234,567".
    ///
    /// Written from the last digit back into a buffer on the stack: the screen formats two amounts on every key, and
    /// grouping `Substring`s of a `String` cost 2,000 instructions an amount.
    public static func grouped(_ amount: Int) -> String {
        // 20 digits for the largest magnitude, 6 separators, a sign.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 27) { buffer in
            var start = buffer.count
            var rest = amount.magnitude
            var written = 0
            repeat {
                if written > 0, written % 3 == 0 { start -= 1; buffer[start] = UInt8(ascii: ",") }
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                written += 1
            } while rest > 0
            if amount < 0 { start -= 1; buffer[start] = UInt8(ascii: "-") }
            return String(decoding: UnsafeMutableBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// An amount in won, grouped: "₩1,000" in English, "1,000원" in Korean.
    public static func won(_ amount: Int, in strings: StringsTable) -> String {
        strings(DutchPayText.wonAmount, grouped(amount))
    }

    /// A party size, grouped, singular for one: "1 person" / "4 people" in English, "4명" in Korean.
    public static func people(_ count: Int, in strings: StringsTable) -> String {
        strings(count == 1 ? DutchPayText.onePerson : DutchPayText.people, grouped(count))
    }
}
