import Foundation

/// The text frames one socket has received, taken in order by one reader; `take(within:)` gives up after a timeout.
///
/// Timeouts are kept as deadlines that one `DeadlineSweeper` checks for every mailbox, not as a timer per wait: at
/// thousands of events a second, a sleeping task per event (created, then cancelled when the answer came) cost the
/// client more than the server spent on the event (timers, task wake-ups).
final class FrameMailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [String] = []
    private var ended = false
    /// The waiting reader and when it gives up.
    private var waiter: (continuation: CheckedContinuation<String?, Never>, deadline: ContinuousClock.Instant)?

    init() { DeadlineSweeper.shared.watch(self) }
    deinit { DeadlineSweeper.shared.forget(self) }

    /// Delivers a frame to the waiting reader, or keeps it for the next `take`.
    func put(_ text: String) {
        let waiting = lock.withLock { () -> CheckedContinuation<String?, Never>? in
            if let waiter { self.waiter = nil; return waiter.continuation }
            frames.append(text)
            return nil
        }
        waiting?.resume(returning: text)
    }

    /// The socket ended: a waiting reader, and every later `take` once the kept frames are read, gets nil.
    func end() {
        let waiting = lock.withLock { () -> CheckedContinuation<String?, Never>? in
            ended = true
            defer { waiter = nil }
            return waiter?.continuation
        }
        waiting?.resume(returning: nil)
    }

    /// The next frame, or nil when none came within `timeout` (give or take the sweeper's period) or the socket ended.
    func take(within timeout: Duration) async -> String? {
        await withCheckedContinuation { continuation in
            lock.withLock {
                if !frames.isEmpty { return continuation.resume(returning: frames.removeFirst()) }
                if ended { return continuation.resume(returning: nil) }
                waiter = (continuation, ContinuousClock.now.advanced(by: timeout))
            }
        }
    }

    /// Gives the waiting reader nil if its deadline is past `now`.
    fileprivate func expire(at now: ContinuousClock.Instant) {
        let waiting = lock.withLock { () -> CheckedContinuation<String?, Never>? in
            guard let waiter, waiter.deadline <= now else { return nil }
            self.waiter = nil
            return waiter.continuation
        }
        waiting?.resume(returning: nil)
    }
}

/// Every `period`, expires the mailboxes' readers whose deadline passed: one task for the whole client.
final class DeadlineSweeper: @unchecked Sendable {
    static let shared = DeadlineSweeper(period: .milliseconds(100))

    private let lock = NSLock()
    private var mailboxes: [ObjectIdentifier: Watched] = [:]
    private let period: Duration
    private var sweeping: Task<Void, Never>?

    /// A weak reference, which reads nil once the mailbox's `deinit` has begun; the mailbox leaves the list in its
    /// `deinit` (`forget`).
    private struct Watched { weak var mailbox: FrameMailbox? }

    private init(period: Duration) { self.period = period }

    func watch(_ mailbox: FrameMailbox) {
        lock.withLock {
            mailboxes[ObjectIdentifier(mailbox)] = Watched(mailbox: mailbox)
            if sweeping == nil { sweeping = Task.detached { [self] in await sweep() } }
        }
    }

    func forget(_ mailbox: FrameMailbox) {
        _ = lock.withLock { mailboxes.removeValue(forKey: ObjectIdentifier(mailbox)) }
    }

    private func sweep() async {
        while (try? await Task.sleep(for: period)) != nil {
            // Strong references taken under the lock, used and dropped outside it: the sweep may hold a mailbox's last
            // reference, and its `deinit` takes this lock (`forget`), which a sweep holding it would wait on for ever.
            let now = ContinuousClock.now
            let live = lock.withLock { mailboxes.values.compactMap(\.mailbox) }
            for mailbox in live { mailbox.expire(at: now) }
        }
    }
}
