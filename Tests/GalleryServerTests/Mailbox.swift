import Synchronization

/// A queue one task fills and another drains, waiting at most a given time for the next item.
final class Mailbox<Item: Sendable>: Sendable {
    private struct Waiter {
        let id: Int
        let continuation: CheckedContinuation<Item?, Never>
        var timer: Task<Void, Never>?
    }

    private struct State {
        var items: [Item] = []
        var waiter: Waiter?
        var lastWaiterID = 0
    }

    private let state = Mutex(State())

    /// Hands `item` to the waiting taker, or queues it.
    func put(_ item: Item) {
        let waiter = state.withLock { state -> Waiter? in
            guard let waiter = state.waiter else {
                state.items.append(item)
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.timer?.cancel()
        waiter?.continuation.resume(returning: item)
    }

    /// The next item, or nil when none arrives within `timeout`; one taker at a time.
    func take(within timeout: Duration) async -> Item? {
        await withCheckedContinuation { continuation in
            let waiterID = state.withLock { state -> Int? in
                guard state.items.isEmpty else { return nil }
                precondition(state.waiter == nil, "one taker at a time")
                state.lastWaiterID += 1
                state.waiter = Waiter(id: state.lastWaiterID, continuation: continuation)
                return state.lastWaiterID
            }
            guard let waiterID else {
                continuation.resume(returning: state.withLock { $0.items.removeFirst() })
                return
            }
            let timer = Task { [self] in
                try? await Task.sleep(for: timeout)
                expire(waiterID)
            }
            let stillWaiting = state.withLock { state in
                guard state.waiter?.id == waiterID else { return false }
                state.waiter?.timer = timer
                return true
            }
            if !stillWaiting { timer.cancel() }
        }
    }

    private func expire(_ id: Int) {
        let waiter = state.withLock { state -> Waiter? in
            guard state.waiter?.id == id else { return nil }
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.continuation.resume(returning: nil)
    }
}
