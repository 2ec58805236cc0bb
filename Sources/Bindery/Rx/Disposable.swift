/// A subscription or resource that can be released (RxSwift's `Disposable`).
///
/// Every `Disposable` is a Combine `Cancellable`: `dispose()` and `cancel()` are one thing, and
/// `AnyCancellable` — what every `subscribe`/`bind` here returns — is a `Disposable`.
public protocol Disposable: Cancellable {
    /// Releases the subscription or resource; calling it again does nothing.
    func dispose()
}

extension Disposable {
    /// Disposes: for a ``Disposable``, `cancel()` and `dispose()` are one operation.
    public func cancel() { dispose() }
}

extension AnyCancellable: Disposable {
    /// Cancels the subscription (`cancel()` under RxSwift's name).
    public func dispose() { cancel() }
}

/// Makes disposables (RxSwift's `Disposables`).
public enum Disposables {
    /// A disposable that does nothing.
    public static func create() -> AnyCancellable { AnyCancellable {} }

    /// A disposable that runs `dispose` once, the first time it is disposed (or when it is released).
    public static func create(with dispose: @escaping () -> Void) -> AnyCancellable { AnyCancellable(dispose) }

    /// A disposable that disposes all of `disposables`.
    public static func create(_ disposables: any Disposable...) -> AnyCancellable {
        AnyCancellable { for disposable in disposables { disposable.dispose() } }
    }
}

extension DisposeBag {
    /// Adds a disposable of any kind (RxSwift's `insert`).
    public func insert(_ disposable: any Disposable) {
        insert(AnyCancellable(disposable))
    }

    /// Adds several disposables at once (RxSwift's `insert(_:...)`).
    public func insert(_ disposables: any Disposable...) {
        for disposable in disposables { insert(disposable) }
    }
}
