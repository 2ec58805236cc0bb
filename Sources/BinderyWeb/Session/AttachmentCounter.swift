import Bindery
import Foundation

/// Numbers the sockets attached to one session, safe from any thread.
final class AttachmentCounter: @unchecked Sendable {
    private let lock = StateLock()
    private var latest = 0

    /// The newest attachment's number.
    var current: Int { lock.withLock { latest } }

    /// Goes on numbering from where `other` is (a parked session taking over from its tab's session).
    func continueNumbering(from other: AttachmentCounter) {
        let current = other.current
        lock.withLock { latest = current }
    }

    /// Numbers a new attachment, which becomes the current one.
    func next() -> Int {
        lock.withLock {
            latest += 1
            return latest
        }
    }
}
