/// Owns subscriptions and cancels them all when it is deallocated (RxSwift's `DisposeBag`).
public final class DisposeBag: @unchecked Sendable {
    private let lock = StateLock()
    private var cancellables: [AnyCancellable] = []
    private var isDisposed = false

    /// Creates an empty bag; it cancels what it holds when it is released or told to `dispose()`.
    public init() {}

    /// Adds a subscription; if the bag was already emptied by `dispose()`, cancels it at once.
    public func insert(_ cancellable: AnyCancellable) {
        lock.lock()
        if isDisposed { lock.unlock(); cancellable.cancel(); return }
        cancellables.append(cancellable)
        lock.unlock()
    }

    /// Cancels every subscription in the bag now; later insertions are cancelled immediately.
    public func dispose() {
        lock.lock()
        let owned = cancellables
        cancellables = []
        isDisposed = true
        lock.unlock()
        for cancellable in owned { cancellable.cancel() }
    }

    /// The number of subscriptions the bag holds.
    public var count: Int { lock.withLock { cancellables.count } }

    deinit {
        for cancellable in cancellables { cancellable.cancel() }
    }
}

extension Cancellable {
    /// Hands the subscription to `bag`, which cancels it when the bag goes away.
    public func disposed(by bag: DisposeBag) {
        bag.insert(AnyCancellable(self))
    }
}

extension AnyCancellable {
    /// Hands the subscription to `bag`, which cancels it when the bag goes away.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
