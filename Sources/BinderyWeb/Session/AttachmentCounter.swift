import Bindery
import Foundation

/// Numbers the sockets attached to one session, safe from any thread.
final class AttachmentCounter: @unchecked Sendable {
    private let lock = StateLock()
    private var latest = 0
    /// The newest attachment's connection, told when a parked session takes this one's place.
    private weak var connection: WebConnection?

    /// The newest attachment's number.
    var current: Int { lock.withLock { latest } }

    /// The newest attachment's connection (nil outside a server, or once it went).
    var newestConnection: WebConnection? { lock.withLock { connection } }

    /// Notes `connection` as attachment `attachment`'s, if that is still the newest.
    func connect(_ connection: WebConnection, attachment: Int) {
        lock.withLock { if latest == attachment { self.connection = connection } }
    }

    /// Goes on numbering from where `other` is, with its newest connection (a parked session taking over from its
    /// tab's session).
    func continueNumbering(from other: AttachmentCounter) {
        let (current, newest) = other.lock.withLock { (other.latest, other.connection) }
        lock.withLock { (latest, connection) = (current, newest) }
    }

    /// Numbers a new attachment, which becomes the current one.
    func next() -> Int {
        lock.withLock {
            latest += 1
            return latest
        }
    }
}
