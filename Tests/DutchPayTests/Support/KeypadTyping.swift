@testable import DutchPay

/// The keys a user presses to type `digits` on the keypad ("00" in the text is one press of the 00 key).
func keys(typing digits: String) -> [KeypadKey] {
    var keys: [KeypadKey] = []
    var rest = Substring(digits)
    while let first = rest.first {
        if rest.hasPrefix("00") {
            keys.append(.doubleZero)
            rest = rest.dropFirst(2)
        } else {
            guard let digit = first.wholeNumberValue else { preconditionFailure("not a digit: \(first)") }
            keys.append(.digit(digit))
            rest = rest.dropFirst()
        }
    }
    return keys
}

