import Foundation

/// Holds one subscription that may be set after it should already be gone: once disposed, whatever is set
/// is cancelled at once (RxSwift's `SingleAssignmentDisposable`, for operators built on `Observable.create`
/// whose upstream may end the run while it is still being subscribed).
final class SerialSubscription: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var current: AnyCancellable?
    private var isDisposed = false

    /// Holds `subscription`, cancelling the one held before; cancels it at once if already disposed.
    func replace(with subscription: AnyCancellable) {
        lock.lock()
        if isDisposed { lock.unlock(); subscription.cancel(); return }
        let previous = current
        current = subscription
        lock.unlock()
        previous?.cancel()
    }

    /// Cancels the subscription held, and any set later.
    func dispose() {
        lock.lock()
        isDisposed = true
        let subscription = current
        current = nil
        lock.unlock()
        subscription?.cancel()
    }
}
