import StandIns

/// A stand-in source that always draws the lowest number of the range, so Find Number's target is always 1 (`firstButton`).
struct LowestNumberSource: RandomIntegerSource {
    /// Returns `range.lowerBound`.
    func nextInteger(in range: ClosedRange<Int>) -> Int {
        range.lowerBound
    }
}
