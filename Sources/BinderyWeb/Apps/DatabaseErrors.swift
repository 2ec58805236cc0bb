import Synchronization

/// The process's count of failed database operations, which the server's metrics report
/// (`bindery_database_errors_total`): an app's store calls `record()` where it catches a database error.
public enum DatabaseErrors {
    private static let count = Atomic<Int>(0)

    /// Counts one failed database operation (a query or transaction that threw, a connection that failed).
    public static func record() {
        count.add(1, ordering: .relaxed)
    }

    /// How many were counted since the process started.
    public static var total: Int { count.load(ordering: .relaxed) }
}
