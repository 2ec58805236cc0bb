import Bindery
@testable import DutchPay
import Testing

/// Amounts with thousands separators and the party size, in English and Korean.
struct WonFormatTests {
    @Test(arguments: [(0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (12345, "12,345"), (250_000, "250,000"),
                      (1_000_000, "1,000,000"), (999_999_999_999, "999,999,999,999"), (-1234, "-1,234")])
    func groupsDigitsInThrees(amount: Int, text: String) {
        #expect(WonFormat.grouped(amount) == text)
    }

    @Test func groupsEvenTheExtremes() {
        #expect(WonFormat.grouped(.max) == "9,223,372,036,854,775,807")
        #expect(WonFormat.grouped(.min) == "-9,223,372,036,854,775,808")
    }

    @Test func wonInEachLanguage() {
        #expect(WonFormat.won(250, in: DutchPayText.strings(in: "en")) == "₩250")
        #expect(WonFormat.won(1_234_567, in: DutchPayText.strings(in: "en")) == "₩1,234,567")
        #expect(WonFormat.won(250, in: DutchPayText.strings(in: "ko")) == "250원")
        #expect(WonFormat.won(1_234_567, in: DutchPayText.strings(in: "ko")) == "1,234,567원")
    }

    @Test func peopleInEachLanguage() {
        #expect(WonFormat.people(1, in: DutchPayText.strings(in: "en")) == "1 person")
        #expect(WonFormat.people(2, in: DutchPayText.strings(in: "en")) == "2 people")
        #expect(WonFormat.people(99, in: DutchPayText.strings(in: "en")) == "99 people")
        #expect(WonFormat.people(1, in: DutchPayText.strings(in: "ko")) == "1명")
        #expect(WonFormat.people(99, in: DutchPayText.strings(in: "ko")) == "99명")
    }
}
