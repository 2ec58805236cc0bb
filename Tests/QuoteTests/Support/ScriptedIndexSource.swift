@testable import Quote
import Testing

/// A random source that answers the indices the test scripts, in order, and remembers each `count` asked about.
final class ScriptedIndexSource: RandomIndexSource {
    private var indices: [Int]
    /// The `count` of every call, in order.
    private(set) var counts: [Int] = []

    init(_ indices: Int...) {
        self.indices = indices
    }

    func nextIndex(below count: Int) -> Int {
        counts.append(count)
        guard !indices.isEmpty else {
            Issue.record("Unexpected random draw #\(counts.count)")
            return 0
        }
        return indices.removeFirst()
    }
}
