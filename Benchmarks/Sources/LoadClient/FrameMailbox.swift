import Foundation

/// The text frames one socket has received, taken in order by one reader; `take(within:)` gives up after a timeout.
final class FrameMailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [String] = []
    private var ended = false
    /// The waiting reader, and the task that gives up for it; a frame that arrives in time cancels that task, so that
    /// thousands of events a second do not leave thousands of sleeping timers behind.
    private var waiter: (generation: Int, continuation: CheckedContinuation<String?, Never>, timeout: Task<Void, Never>?)?
    private var generation = 0

    /// Delivers a frame to the waiting reader, or keeps it for the next `take`.
    func put(_ text: String) {
        let waiting = lock.withLock { () -> (CheckedContinuation<String?, Never>, Task<Void, Never>?)? in
            if let waiter { self.waiter = nil; return (waiter.continuation, waiter.timeout) }
            frames.append(text)
            return nil
        }
        waiting?.1?.cancel()
        waiting?.0.resume(returning: text)
    }

    /// The socket ended: a waiting reader, and every later `take` once the kept frames are read, gets nil.
    func end() {
        let waiting = lock.withLock { () -> (CheckedContinuation<String?, Never>, Task<Void, Never>?)? in
            ended = true
            defer { waiter = nil }
            return waiter.map { ($0.continuation, $0.timeout) }
        }
        waiting?.1?.cancel()
        waiting?.0.resume(returning: nil)
    }

    /// The next frame, or nil when none came within `timeout` or the socket ended.
    func take(within timeout: Duration) async -> String? {
        await withCheckedContinuation { continuation in
            let ticket: Int? = lock.withLock {
                if !frames.isEmpty { continuation.resume(returning: frames.removeFirst()); return nil }
                if ended { continuation.resume(returning: nil); return nil }
                generation += 1
                waiter = (generation, continuation, nil)
                return generation
            }
            guard let ticket else { return }
            let timer = Task {
                do { try await Task.sleep(for: timeout) } catch { return }
                self.expire(ticket)
            }
            let answered = lock.withLock {
                guard waiter?.generation == ticket else { return true }
                waiter?.timeout = timer
                return false
            }
            if answered { timer.cancel() }
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
