/// The bill being split: the total entered on the keypad and the party size, with each person's share.
///
/// Rules:
/// - The total is entered digit by digit, 12 digits at most; a digit beyond the 12th is ignored.
/// - Leading zeros are dropped: 0 or 00 on an empty (zero) total keeps it 0.
/// - 00 is two zeros entered one after the other, so at 11 digits only one zero fits and at 12 none.
/// - Backspace removes the last digit (on 0 it stays 0); clear sets 0.
/// - The party size stays within 1...99 and starts at 2.
/// - Each person pays the total divided by the party size, rounded up to the whole won.
public struct DutchPayBill: Equatable, Sendable {
    /// The most digits the total can have.
    public static let maximumDigits = 12
    /// The party sizes allowed.
    public static let partySizes = 1...99
    /// A new bill: total 0, two people.
    public static let initial = DutchPayBill(total: 0, personCount: 2)

    /// The total in won (0 when nothing is entered).
    public private(set) var total: Int
    /// How many people share the bill.
    public private(set) var personCount: Int

    /// Creates a bill; the total is clamped to 0...999,999,999,999 and the party size to `partySizes`.
    public init(total: Int, personCount: Int) {
        self.total = min(max(total, 0), Self.largestTotal)
        self.personCount = min(max(personCount, Self.partySizes.lowerBound), Self.partySizes.upperBound)
    }

    /// The largest total that fits in `maximumDigits` digits: 999,999,999,999.
    public static let largestTotal = (0..<maximumDigits).reduce(0) { total, _ in total * 10 + 9 }

    /// What each person pays: the total divided by the party size, rounded up to the whole won.
    public var perPersonAmount: Int {
        let (quotient, remainder) = total.quotientAndRemainder(dividingBy: personCount)
        return remainder == 0 ? quotient : quotient + 1
    }

    /// The number of digits in the total (0 for a total of 0: nothing entered).
    public var digitCount: Int { total == 0 ? 0 : String(total).count }

    /// Whether one more person can join (fewer than 99).
    public var canAddPerson: Bool { personCount < Self.partySizes.upperBound }

    /// Whether one person can leave (more than 1).
    public var canRemovePerson: Bool { personCount > Self.partySizes.lowerBound }

    /// The bill after pressing `key`.
    public func pressing(_ key: KeypadKey) -> DutchPayBill {
        switch key {
        case let .digit(digit): appending(digit)
        case .doubleZero: appending(0).appending(0)
        case .clear: DutchPayBill(total: 0, personCount: personCount)
        case .backspace: DutchPayBill(total: total / 10, personCount: personCount)
        }
    }

    /// The bill with one more person, or unchanged at 99.
    public func addingPerson() -> DutchPayBill {
        DutchPayBill(total: total, personCount: personCount + 1)
    }

    /// The bill with one person fewer, or unchanged at 1.
    public func removingPerson() -> DutchPayBill {
        DutchPayBill(total: total, personCount: personCount - 1)
    }

    /// The bill with `digit` written after the total's digits, or unchanged when 12 digits are already there.
    private func appending(_ digit: Int) -> DutchPayBill {
        precondition((0...9).contains(digit), "A keypad digit is 0 through 9, not \(digit).")
        guard digitCount < Self.maximumDigits else { return self }
        return DutchPayBill(total: total * 10 + digit, personCount: personCount)
    }
}
