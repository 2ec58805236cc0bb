import Synchronization

/// A reproducible source (SplitMix64 from a seed): the same seed gives the same numbers, for tests.
public final class SeededRandomIntegerSource: RandomIntegerSource {
    private let generator: Mutex<SplitMix64>

    /// Creates a source whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        self.generator = Mutex(SplitMix64(state: seed))
    }

    /// Returns the next number of the seeded sequence, uniformly within `range`.
    public func nextInteger(in range: ClosedRange<Int>) -> Int {
        generator.withLock { Int.random(in: range, using: &$0) }
    }
}

/// Sebastiano Vigna's SplitMix64: tiny, fast and good enough for test data.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
