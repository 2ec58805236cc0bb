/// The numbers a player can guess.
public enum GuessRange {
    /// The range, inclusive as the public random-number API's bounds are: one button per number.
    public static let standard: ClosedRange<Int> = 1...3
}
