import BinderyTest
@testable import DutchPay
import Testing

/// The calculator's outputs on virtual time: keypad and party-size events in, exact timelines out.
@Suite(.checksForLeaks)
struct DutchPayViewModelTests {
    @Test func startsWithNothingEnteredAndTwoPeople() {
        let calculator = CalculatorHarness()

        expectTimeline(calculator.totalAmount, [.next(0, 0)])
        expectTimeline(calculator.personCount, [.next(0, 2)])
        expectTimeline(calculator.perPersonAmount, [.next(0, 0)])
        expectTimeline(calculator.canRemovePerson, [.next(0, true)])
        expectTimeline(calculator.canAddPerson, [.next(0, true)])
    }

    @Test func aTotalOf1000SplitFourWaysIs250Each() {
        // Given: totalAmount 1000 and personCount 4.
        let calculator = CalculatorHarness()

        // When: the user types 1000 (keys 1, 00, 0) and adds two people.
        calculator.play(.wait(100), .type("1000"), .wait(100), .plus(times: 2))

        // Then: each step shows at once; 1000 / 4 = 250.
        expectTimeline(calculator.totalAmount, [.next(0, 0), .next(100, 1), .next(100, 100), .next(100, 1000)])
        expectTimeline(calculator.personCount, [.next(0, 2), .next(200, 3), .next(200, 4)])
        expectTimeline(calculator.perPersonAmount, [.next(0, 0), .next(100, 1), .next(100, 50), .next(100, 500),
                                                    .next(200, 334), .next(200, 250)])
        expectTimeline(calculator.canRemovePerson, [.next(0, true)])
        expectTimeline(calculator.canAddPerson, [.next(0, true)])
    }

    @Test func theShareIsRoundedUpToTheWholeWon() {
        let calculator = CalculatorHarness()

        calculator.play(.type("1001"), .plus(times: 2))

        #expect(calculator.latest == [1001, 4, 251], "1001 / 4 = 250.25 → 251")
    }

    @Test func zeroAndDoubleZeroOnAnEmptyTotalKeepItZero() {
        let calculator = CalculatorHarness()

        calculator.play(.press(.digit(0)), .press(.doubleZero), .press(.digit(0)))

        expectTimeline(calculator.totalAmount, [.next(0, 0)], "nothing new to show")
        expectTimeline(calculator.perPersonAmount, [.next(0, 0)])
    }

    @Test func leadingZerosAreDropped() {
        let calculator = CalculatorHarness()

        calculator.play(.type("000"), .type("7"), .type("00"))

        #expect(calculator.totalAmount.values == [0, 7, 700])
    }

    @Test func twelveDigitsAreAcceptedAndAThirteenthIsIgnored() {
        let calculator = CalculatorHarness()

        calculator.play(.type("123456789012"))
        #expect(calculator.totalAmount.values.last == 123_456_789_012)

        calculator.play(.wait(100), .type("3"), .press(.digit(0)), .press(.doubleZero))

        #expect(calculator.totalAmount.values.count == 13, "0, then one value per digit, and nothing after the 12th")
        #expect(calculator.latest == [123_456_789_012, 2, 61_728_394_506])
    }

    @Test func doubleZeroAtElevenDigitsAddsTheOneZeroThatFits() {
        let calculator = CalculatorHarness()
        calculator.play(.type("12345678901"))

        calculator.play(.wait(100), .press(.doubleZero))

        #expect(calculator.totalAmount.events.last == .next(100, 123_456_789_010))

        calculator.play(.wait(100), .press(.doubleZero))
        #expect(calculator.totalAmount.events.last == .next(100, 123_456_789_010), "at 12 digits 00 adds nothing")
    }

    @Test func backspaceRemovesTheLastDigitAndStaysZeroWhenEmpty() {
        let calculator = CalculatorHarness()
        calculator.play(.type("123"))

        calculator.play(.wait(100), .press(.backspace), .wait(100), .press(.backspace), .wait(100), .press(.backspace),
                        .wait(100), .press(.backspace))

        expectTimeline(calculator.totalAmount, [.next(0, 0), .next(0, 1), .next(0, 12), .next(0, 123),
                                                .next(100, 12), .next(200, 1), .next(300, 0)],
                       "a backspace on 0 leaves 0 and sends nothing")
    }

    @Test func backspaceOnAFreshCalculatorStaysZero() {
        let calculator = CalculatorHarness()

        calculator.play(.press(.backspace), .press(.backspace))

        expectTimeline(calculator.totalAmount, [.next(0, 0)])
    }

    @Test func clearSetsTheTotalToZeroAndKeepsTheParty() {
        let calculator = CalculatorHarness()
        calculator.play(.type("5000"), .plus)

        calculator.play(.wait(100), .press(.clear))

        #expect(calculator.totalAmount.events.last == .next(100, 0))
        #expect(calculator.perPersonAmount.events.last == .next(100, 0))
        expectTimeline(calculator.personCount, [.next(0, 2), .next(0, 3)])

        calculator.play(.type("9"))
        #expect(calculator.latest == [9, 3, 3], "typing starts afresh after clear")
    }

    @Test func minusStopsAtOnePersonAndDisablesItself() {
        let calculator = CalculatorHarness()
        calculator.play(.type("1000"))

        calculator.play(.wait(100), .minus, .wait(100), .minus, .minus)

        expectTimeline(calculator.personCount, [.next(0, 2), .next(100, 1)], "a tap at 1 changes nothing")
        expectTimeline(calculator.canRemovePerson, [.next(0, true), .next(100, false)])
        expectTimeline(calculator.canAddPerson, [.next(0, true)])
        #expect(calculator.latest == [1000, 1, 1000], "one person pays it all")

        calculator.play(.wait(100), .plus)
        expectTimeline(calculator.canRemovePerson, [.next(0, true), .next(100, false), .next(300, true)])
    }

    @Test func plusStopsAtNinetyNinePeopleAndDisablesItself() {
        let calculator = CalculatorHarness()
        calculator.play(.type("1000"))

        calculator.play(.wait(100), .plus(times: 96), .wait(100), .plus, .wait(100), .plus(times: 3))

        #expect(calculator.personCount.values == Array(2...99))
        #expect(calculator.personCount.events.last == .next(200, 99))
        expectTimeline(calculator.canAddPerson, [.next(0, true), .next(200, false)], "taps at 99 change nothing")
        expectTimeline(calculator.canRemovePerson, [.next(0, true)])
        #expect(calculator.latest == [1000, 99, 11], "1000 / 99 = 10.1 → 11")

        calculator.play(.wait(100), .minus)
        expectTimeline(calculator.canAddPerson, [.next(0, true), .next(200, false), .next(400, true)])
        #expect(calculator.personCount.values.last == 98)
    }

    @Test(arguments: [(1, 999_999_999_999), (7, 142_857_142_857), (98, 10_204_081_633), (99, 10_101_010_101)])
    func theLargestTotalSplitsWithoutOverflow(people: Int, each: Int) {
        let calculator = CalculatorHarness()
        calculator.play(.type("999999999999"))

        if people < 2 {
            calculator.play(.minus(times: 2 - people))
        } else {
            calculator.play(.plus(times: people - 2))
        }

        #expect(calculator.latest == [999_999_999_999, people, each])
    }

    @Test func eachTransformStartsAFreshBill() {
        let calculator = CalculatorHarness()
        calculator.play(.type("1000"), .plus)

        let second = DutchPayViewModel.Input()
        let output = calculator.viewModel.transform(input: second)
        let total = output.totalAmount.record(on: calculator.scheduler)
        let people = output.personCount.record(on: calculator.scheduler)
        calculator.scheduler.advance()
        second.keypad.accept(.digit(5))
        calculator.scheduler.advance()

        #expect(total.values == [0, 5])
        #expect(people.values == [2])
        #expect(calculator.latest == [1000, 3, 334], "the first view's bill is untouched")
    }
}
