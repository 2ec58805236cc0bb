import Foundation

/// The text frames one socket has received, taken in order by one reader; `take(within:)` gives up after a timeout.
final class FrameMailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [String] = []
    private var ended = false
    private var waiter: (generation: Int, continuation: CheckedContinuation<String?, Never>)?
    private var generation = 0

    /// Delivers a frame to the waiting reader, or keeps it for the next `take`.
    func put(_ text: String) {
        let waiting: CheckedContinuation<String?, Never>? = lock.withLock {
            if let waiter { self.waiter = nil; return waiter.continuation }
            frames.append(text)
            return nil
        }
        waiting?.resume(returning: text)
    }

    /// The socket ended: a waiting reader, and every later `take` once the kept frames are read, gets nil.
    func end() {
        let waiting: CheckedContinuation<String?, Never>? = lock.withLock {
            ended = true
            defer { waiter = nil }
            return waiter?.continuation
        }
        waiting?.resume(returning: nil)
    }

    /// The next frame, or nil when none came within `timeout` or the socket ended.
    func take(within timeout: Duration) async -> String? {
        await withCheckedContinuation { continuation in
            let ticket: Int? = lock.withLock {
                if !frames.isEmpty { continuation.resume(returning: frames.removeFirst()); return nil }
                if ended { continuation.resume(returning: nil); return nil }
                generation += 1
                waiter = (generation, continuation)
                return generation
            }
            guard let ticket else { return }
            Task {
                try? await Task.sleep(for: timeout)
                self.expire(ticket)
            }
        }
    }

    private func expire(_ ticket: Int) {
        let waiting: CheckedContinuation<String?, Never>? = lock.withLock {
            guard let waiter, waiter.generation == ticket else { return nil }
            self.waiter = nil
            return waiter.continuation
        }
        waiting?.resume(returning: nil)
    }
}
