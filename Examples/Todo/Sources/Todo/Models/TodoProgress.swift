/// How far along the list is, as the status line says it.
public enum TodoProgress: Equatable, Sendable {
    /// No items at all.
    case empty
    /// `open` of `total` items are not done yet (0 when all are done).
    case remaining(open: Int, total: Int)
}
