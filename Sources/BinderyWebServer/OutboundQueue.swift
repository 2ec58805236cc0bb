import Foundation
import HummingbirdWebSocket
import NIOCore
import NIOWebSocket

/// What the page is sent, in order: text frames, and at most one close as the last item.
enum OutboundItem: Sendable {
    /// A text frame.
    case text(String)
    /// Close the socket with this code and reason once everything before it is written.
    case close(WebSocketErrorCode, reason: String)
}

/// The socket's peer stopped reading: more than the queue's byte limit waits to be written.
struct OutboundBackedUp: Error, CustomStringConvertible {
    /// How many bytes were waiting when the limit was passed.
    let queuedBytes: Int
    var description: String { "peer not reading: \(queuedBytes) bytes queued" }
}

/// The frames waiting to be written to one socket, bounded in bytes.
///
/// A page that stops reading (a stalled or hostile peer) cannot make the server buffer without bound: once more
/// than `limit` bytes wait, the queue drops them, ends, and calls `onOverflow` (which cuts the socket) on the thread
/// that enqueued. The page's next socket resumes the session and gets the screen whole, which supersedes every patch
/// that was dropped. No task waits for the overflow: an idle socket costs only its reader and its writer.
final class OutboundQueue: @unchecked Sendable {
    // @unchecked Sendable: every stored property is touched only under `lock`.
    private enum State { case open, finished, overflowed(bytes: Int) }

    /// The most bytes allowed to wait for the peer.
    let limit: Int
    private let onOverflow: @Sendable (OutboundBackedUp) -> Void
    private let lock = NSLock()
    private var items = CircularBuffer<OutboundItem>(initialCapacity: 4)
    private var queuedBytes = 0
    private var state = State.open
    private var waitingWriter: CheckedContinuation<OutboundItem?, Never>?

    /// Creates an empty queue that allows `limit` bytes to wait; `onOverflow` runs once if more ever do.
    init(limit: Int, onOverflow: @escaping @Sendable (OutboundBackedUp) -> Void) {
        self.limit = limit
        self.onOverflow = onOverflow
    }

    /// Queues a frame; dropped once the queue is finished or has overflowed.
    func enqueue(_ text: String) { add(.text(text), bytes: text.utf8.count) }

    /// Queues a close after everything queued so far, and accepts nothing more.
    func close(_ code: WebSocketErrorCode, reason: String) {
        add(.close(code, reason: reason), bytes: 0)
        finish()
    }

    /// Why the queue ended early: the overflow, or nil while it has not overflowed.
    var overflow: OutboundBackedUp? {
        lock.withLock {
            if case .overflowed(let bytes) = state { OutboundBackedUp(queuedBytes: bytes) } else { nil }
        }
    }

    private func add(_ item: OutboundItem, bytes: Int) {
        var handOff: (CheckedContinuation<OutboundItem?, Never>, OutboundItem)?
        var overflow: (writer: CheckedContinuation<OutboundItem?, Never>?, bytes: Int)?
        lock.withLock {
            guard case .open = state else { return }
            if let writer = waitingWriter {
                waitingWriter = nil
                handOff = (writer, item)
                return
            }
            queuedBytes += bytes
            items.append(item)
            if queuedBytes > limit {
                state = .overflowed(bytes: queuedBytes)
                items.removeAll()
                overflow = (waitingWriter, queuedBytes)
                waitingWriter = nil
                queuedBytes = 0
            }
        }
        if let (writer, item) = handOff { writer.resume(returning: item) }
        if let overflow {
            overflow.writer?.resume(returning: nil)
            onOverflow(OutboundBackedUp(queuedBytes: overflow.bytes))
        }
    }

    /// The next item to write, waiting for one; nil once the queue is finished and empty, or has overflowed.
    func next() async -> OutboundItem? {
        await withCheckedContinuation { continuation in
            let ready: OutboundItem?? = lock.withLock {
                if let item = items.popFirst() {
                    if case .text(let text) = item { queuedBytes -= text.utf8.count }
                    return .some(item)
                }
                if case .open = state {
                    waitingWriter = continuation
                    return .none
                }
                return .some(nil)
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// Accepts nothing more; the writer still gets what is queued. Safe to call more than once.
    func finish() {
        let writer: CheckedContinuation<OutboundItem?, Never>? = lock.withLock {
            if case .open = state { state = .finished }
            defer { waitingWriter = nil }
            return items.isEmpty ? waitingWriter : nil
        }
        writer?.resume(returning: nil)
    }
}
