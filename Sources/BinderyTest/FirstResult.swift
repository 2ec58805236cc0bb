import Bindery
import Foundation

/// Subscribes to `publisher` and waits for its first value or its failure (nil if it finishes empty).
public func firstResult<P: Publisher>(of publisher: P) async -> Result<P.Output, P.Failure>?
where P.Output: Sendable, P.Failure: Sendable {
    let holder = CancellableHolder()
    return await withCheckedContinuation { continuation in
        let once = OnceFlag()
        holder.store(publisher.sink(
            receiveCompletion: { completion in
                guard once.claim() else { return }
                switch completion {
                case .finished: continuation.resume(returning: nil)
                case let .failure(error): continuation.resume(returning: .failure(error))
                }
            },
            receiveValue: { value in
                guard once.claim() else { return }
                continuation.resume(returning: .success(value))
            }
        ))
    }
}

/// Keeps a subscription alive while the caller awaits it.
final class CancellableHolder: @unchecked Sendable {
    // @unchecked Sendable: `cancellable` is only touched under `lock`.
    private let lock = NSLock()
    private var cancellable: AnyCancellable?

    func store(_ cancellable: AnyCancellable) { lock.withLock { self.cancellable = cancellable } }
}

/// A flag that lets exactly one caller through.
final class OnceFlag: @unchecked Sendable {
    // @unchecked Sendable: `claimed` is only touched under `lock`.
    private let lock = NSLock()
    private var claimed = false

    /// True for the first caller only.
    func claim() -> Bool {
        lock.withLock {
            defer { claimed = true }
            return !claimed
        }
    }
}
