@testable import Bank
import Testing

/// Parsing a typed amount: positive whole won, at most 15 digits, each refusal with its reason.
@Suite struct AmountTests {
    @Test(arguments: [
        ("1", Int64(1)), ("500", 500), (" 1000 ", 1000), ("0007", 7), ("+25", 25),
        ("999999999999999", 999_999_999_999_999), ("0000999999999999999", 999_999_999_999_999),
    ])
    func acceptsPositiveWholeWon(text: String, won: Int64) throws {
        #expect(try Amount(parsing: text).won == won)
    }

    @Test(arguments: [
        ("", BankError.emptyAmount), ("   ", .emptyAmount),
        ("abc", .notANumber), ("12a", .notANumber), ("1e3", .notANumber), ("1,000", .notANumber), (".", .notANumber),
        ("--1", .notANumber), ("١٢", .notANumber), ("１２", .notANumber),
        ("0", .notPositive), ("000", .notPositive), ("-5", .notPositive), ("-0", .notPositive), ("0.0", .notPositive),
        ("-1.5", .notPositive),
        ("1.5", .fractional), ("10.0", .fractional), (".5", .fractional),
        ("1000000000000000", .tooManyDigits), ("99999999999999999999999", .tooManyDigits),
    ])
    func refusesWithTheReason(text: String, error: BankError) {
        #expect(throws: error) { try Amount(parsing: text) }
    }

    @Test func wonReadsInEachLanguage() {
        #expect(WonText.amount(1_234_567, in: BankText.strings(in: "en")) == "₩1,234,567")
        #expect(WonText.amount(1_234_567, in: BankText.strings(in: "ko")) == "1,234,567원")
        #expect(WonText.amount(0, in: BankText.strings(in: "en")) == "₩0")
        #expect(WonText.balance(500, in: BankText.strings(in: "ko")) == "잔액: 500원")
        #expect(BankError.insufficientFunds(balance: 1000).message(in: BankText.strings(in: "en")) == "Insufficient balance: you have ₩1,000.")
    }
}
