import Bindery
import Foundation

/// Numbers the sockets attached to one session, safe from any thread.
final class AttachmentCounter: @unchecked Sendable {
    private let lock = StateLock()
    private var latest = 0

    /// The newest attachment's number.
    var current: Int { lock.withLock { latest } }

    /// Numbers a new attachment, which becomes the current one.
    func next() -> Int {
        lock.withLock {
            latest += 1
            return latest
        }
    }
}
