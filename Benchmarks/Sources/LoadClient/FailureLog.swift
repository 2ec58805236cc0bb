import Foundation

/// Counts the sessions of one phase that could not start, and writes the first few reasons to stderr (a descriptor
/// or port shortage at 100,000 sessions would otherwise print one line per session).
final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var failures = 0
    private let shown: Int

    init(shown: Int = 10) { self.shown = shown }

    /// Counts one failure; writes it while fewer than `shown` have been written.
    func note(_ error: any Error) {
        let count = lock.withLock { failures += 1; return failures }
        guard count <= shown else { return }
        let more = count == shown ? " (further failures are only counted)" : ""
        FileHandle.standardError.write(Data("bindery-load: a session failed: \(error)\(more)\n".utf8))
    }

    /// How many failed so far.
    var count: Int { lock.withLock { failures } }
}
