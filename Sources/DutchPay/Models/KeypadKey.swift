/// One key of the calculator-style keypad that enters the total.
public enum KeypadKey: Equatable, Hashable, Sendable {
    /// A single digit, 0 through 9.
    case digit(Int)
    /// "00": two zeros, entered one after the other (as many as still fit).
    case doubleZero
    /// Clears the total back to 0.
    case clear
    /// Removes the last digit entered.
    case backspace

    /// Every key of the keypad: the ten digits, then 00, clear and backspace.
    public static let all: [KeypadKey] = (0...9).map(KeypadKey.digit) + [.doubleZero, .clear, .backspace]
}
