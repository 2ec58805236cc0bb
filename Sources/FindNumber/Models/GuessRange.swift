/// The numbers a player can guess.
public enum GuessRange {
    /// SPEC app 1's range, inclusive as the public random-number API's bounds are: one button per number.
    public static let standard: ClosedRange<Int> = 1...3
}
