@testable import DutchPay
import Testing

/// The bill's rules, without streams: keypad entry, party size and the rounded-up share.
struct DutchPayBillTests {
    private func bill(typing digits: String, people: Int = 2) -> DutchPayBill {
        keys(typing: digits).reduce(DutchPayBill(total: 0, personCount: people)) { $0.pressing($1) }
    }

    @Test func aNewBillIsZeroForTwo() {
        #expect(DutchPayBill.initial == DutchPayBill(total: 0, personCount: 2))
        #expect(DutchPayBill.initial.perPersonAmount == 0)
        #expect(DutchPayBill.initial.digitCount == 0)
    }

    @Test(arguments: [("1000", 4, 250), ("1001", 4, 251), ("999", 4, 250), ("1", 99, 1), ("99", 99, 1), ("100", 99, 2),
                      ("0", 1, 0), ("7", 1, 7), ("10000", 3, 3334)])
    func theShareIsTheTotalDividedRoundedUp(digits: String, people: Int, each: Int) {
        #expect(bill(typing: digits, people: people).perPersonAmount == each)
    }

    @Test func leadingZerosAreDroppedAndAnEmptyTotalStaysZero() {
        #expect(bill(typing: "0").total == 0)
        #expect(bill(typing: "00").total == 0)
        #expect(bill(typing: "00000").total == 0)
        #expect(bill(typing: "0005").total == 5)
        #expect(bill(typing: "0050").total == 50)
    }

    @Test func atMostTwelveDigits() {
        #expect(DutchPayBill.largestTotal == 999_999_999_999)
        #expect(bill(typing: "999999999999").total == DutchPayBill.largestTotal)
        #expect(bill(typing: "999999999999").digitCount == 12)
        #expect(bill(typing: "1234567890123").total == 123_456_789_012, "the 13th digit is ignored")
        #expect(bill(typing: "123456789012").pressing(.digit(0)).total == 123_456_789_012)
    }

    @Test func doubleZeroAddsAsManyZerosAsFit() {
        #expect(bill(typing: "5").pressing(.doubleZero).total == 500)
        #expect(bill(typing: "1234567890").pressing(.doubleZero).total == 123_456_789_000, "10 digits: both fit")
        #expect(bill(typing: "12345678901").pressing(.doubleZero).total == 123_456_789_010, "11 digits: one fits")
        #expect(bill(typing: "123456789012").pressing(.doubleZero).total == 123_456_789_012, "12 digits: none fits")
    }

    @Test func backspaceAndClear() {
        #expect(bill(typing: "123").pressing(.backspace).total == 12)
        #expect(bill(typing: "1").pressing(.backspace).total == 0)
        #expect(DutchPayBill.initial.pressing(.backspace) == .initial, "backspace on empty stays 0")
        #expect(bill(typing: "12345", people: 5).pressing(.clear) == DutchPayBill(total: 0, personCount: 5))
        #expect(bill(typing: "100").pressing(.backspace).pressing(.digit(7)).total == 107)
    }

    @Test func thePartySizeStaysBetweenOneAndNinetyNine() {
        let one = DutchPayBill(total: 10, personCount: 1)
        #expect(!one.canRemovePerson && one.canAddPerson)
        #expect(one.removingPerson() == one)
        let ninetyNine = DutchPayBill(total: 10, personCount: 99)
        #expect(ninetyNine.canRemovePerson && !ninetyNine.canAddPerson)
        #expect(ninetyNine.addingPerson() == ninetyNine)
        #expect(DutchPayBill.initial.addingPerson().personCount == 3)
        #expect(DutchPayBill.initial.removingPerson().personCount == 1)
    }

    @Test func theInitializerClampsOutOfRangeValues() {
        #expect(DutchPayBill(total: -5, personCount: 0) == DutchPayBill(total: 0, personCount: 1))
        #expect(DutchPayBill(total: .max, personCount: 500) == DutchPayBill(total: 999_999_999_999, personCount: 99))
    }

    @Test func theLargestTotalSplitsWithoutOverflow() {
        #expect(DutchPayBill(total: .max, personCount: 1).perPersonAmount == 999_999_999_999)
        #expect(DutchPayBill(total: .max, personCount: 98).perPersonAmount == 10_204_081_633)
        #expect(DutchPayBill(total: .max, personCount: 99).perPersonAmount == 10_101_010_101)
    }

    @Test func theKeypadHasEveryKeyOnce() {
        #expect(KeypadKey.all.count == 13)
        #expect(Set(KeypadKey.all).count == 13)
    }
}
