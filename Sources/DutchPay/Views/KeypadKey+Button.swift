import BinderyWeb

extension KeypadKey {
    /// The keypad's rows, top to bottom, as on a phone calculator.
    public static let rows: [[KeypadKey]] = [
        [.digit(7), .digit(8), .digit(9)],
        [.digit(4), .digit(5), .digit(6)],
        [.digit(1), .digit(2), .digit(3)],
        [.doubleZero, .digit(0), .backspace],
        [.clear],
    ]

    /// The key's DOM id: `key0` ... `key9`, `key00`, `clearKey`, `backspaceKey`.
    public var elementID: String {
        switch self {
        case let .digit(digit): "key\(digit)"
        case .doubleZero: "key00"
        case .clear: "clearKey"
        case .backspace: "backspaceKey"
        }
    }

    /// The key's caption, from the app's `strings`.
    public func title(in strings: StringsTable) -> String {
        switch self {
        case let .digit(digit): String(digit)
        case .doubleZero: "00"
        case .clear: strings(DutchPayText.clear)
        case .backspace: "⌫"
        }
    }

    /// The hardware key that presses it (as `KeyboardEvent.key` names it); "00" has none.
    var keyboardKey: String? {
        switch self {
        case let .digit(digit): String(digit)
        case .doubleZero: nil
        case .clear: "Delete"
        case .backspace: "Backspace"
        }
    }

    /// The key's CSS classes: digits look alike, clear and backspace are secondary.
    var classes: [String] {
        switch self {
        case .digit, .doubleZero: ["keypad-key"]
        case .clear, .backspace: ["keypad-key", "secondary"]
        }
    }
}
