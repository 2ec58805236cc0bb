/// One thing a tap does to the count.
public enum CounterStep: Equatable, Sendable {
    /// Adds one.
    case increment
    /// Takes one away; at zero it does nothing, since the count never goes below zero.
    case decrement
    /// Goes back to zero.
    case reset

    /// The count after this step, from `count`.
    public func applied(to count: Int) -> Int {
        switch self {
        case .increment: count + 1
        case .decrement: max(count - 1, 0)
        case .reset: 0
        }
    }
}
