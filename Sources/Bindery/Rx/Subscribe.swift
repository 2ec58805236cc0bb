import Foundation

// RxSwift's subscribe and bind, on every publisher: observables, subjects, relays, drivers, control events.

extension Publisher {
    /// Subscribes, asking for every value, and calls the handlers (RxSwift's `subscribe(onNext:…)`):
    /// `onError` or `onCompleted` at the end, then `onDisposed`, which also runs on cancellation.
    @inlinable
    public func subscribe(onNext: ((Output) -> Void)? = nil,
                          onError: ((any Error) -> Void)? = nil,
                          onCompleted: (() -> Void)? = nil,
                          onDisposed: (() -> Void)? = nil) -> AnyCancellable {
        let subscriber = EventSubscriber<Output, Failure>(onNext: onNext ?? { _ in }, onEnd: { completion in
            switch completion {
            case let .failure(error): onError?(error)
            case .finished: onCompleted?()
            }
            onDisposed?()
        }, onCancel: onDisposed ?? {})
        receive(subscriber: subscriber)  // as `bind(onNext:)` does: a relay's `attach` is specialized here
        // A closure over the one subscriber needs no context of its own (`AnyCancellable(subscriber)` boxes it).
        return AnyCancellable { subscriber.cancel() }
    }

    /// Subscribes and hands every event to `on` (RxSwift's `subscribe(_:)`): values, then an error or completion.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Output>) -> Void) -> AnyCancellable {
        let subscriber = EventSubscriber<Output, Failure>(onNext: { on(.next($0)) }, onEnd: { on(Event($0)) }, onCancel: {})
        receive(subscriber: subscriber)
        return AnyCancellable { subscriber.cancel() }
    }

    /// Subscribes and calls the handlers with `object` while it is alive (RxSwift's `subscribe(with:…)`).
    public func subscribe<Object: AnyObject>(with object: Object,
                                             onNext: ((Object, Output) -> Void)? = nil,
                                             onError: ((Object, any Error) -> Void)? = nil,
                                             onCompleted: ((Object) -> Void)? = nil,
                                             onDisposed: ((Object) -> Void)? = nil) -> AnyCancellable {
        subscribe(
            onNext: { [weak object] value in if let object { onNext?(object, value) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } }
        )
    }

    /// Subscribes and sends every event to `observer` — a subject gets the end too (RxSwift's `subscribe(_:)`).
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> AnyCancellable where Observer.Element == Output {
        subscribe { event in observer.on(event) }
    }
}

extension Publisher where Failure == any Error {
    /// Subscribes and sends every value to each of `observers`; an error ends the binding (RxSwift stops the
    /// app in debug builds there: bind only sequences that do not fail, or catch first).
    public func bind<Observer: ObserverType>(to observers: Observer...) -> AnyCancellable where Observer.Element == Output {
        subscribe(onNext: { value in for observer in observers { observer.onNext(value) } })
    }

    /// Subscribes and sends every value, as an optional, to each of `observers`; an error ends the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> AnyCancellable where Observer.Element == Output? {
        subscribe(onNext: { value in for observer in observers { observer.onNext(value) } })
    }

    /// Subscribes and hands every value to `onNext`; an error ends the binding.
    public func bind(onNext: @escaping (Output) -> Void) -> AnyCancellable { subscribe(onNext: onNext) }

    /// Subscribes and calls `onNext` with `object` and each value while `object` is alive.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Output) -> Void) -> AnyCancellable {
        subscribe(with: object, onNext: onNext)
    }
}

/// The subscriber behind `subscribe`: unlimited demand, values to one closure and the end to another, cancellable
/// once; the cancel handler runs only if the sequence had not ended. The handlers are released when it ends.
///
/// Its hot path is specialized in the caller (`@inlinable`) and makes no `Event` per value: a value costs one
/// inline lock and a closure call.
@usableFromInline
final class EventSubscriber<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    @usableFromInline let lock = StateLock()
    /// The handlers, guarded by `lock`; replaced by closures that do nothing once ended or cancelled (no `Optional`,
    /// so no metadata lookup where this runs unspecialized).
    @exclusivity(unchecked) @usableFromInline var onNext: (Input) -> Void
    @exclusivity(unchecked) @usableFromInline var onEnd: (Subscribers.Completion<Failure>) -> Void
    @exclusivity(unchecked) @usableFromInline var onCancel: () -> Void
    /// Guarded by `lock`.
    @exclusivity(unchecked) @usableFromInline var isEnded = false
    @exclusivity(unchecked) @usableFromInline var subscription: (any Subscription)?

    @inlinable init(onNext: @escaping (Input) -> Void, onEnd: @escaping (Subscribers.Completion<Failure>) -> Void,
                    onCancel: @escaping () -> Void) {
        self.onNext = onNext
        self.onEnd = onEnd
        self.onCancel = onCancel
    }

    @inlinable func receive(subscription: any Subscription) {
        lock.lock()
        guard !isEnded, self.subscription == nil else { lock.unlock(); subscription.cancel(); return }
        self.subscription = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    @inlinable func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let onNext = self.onNext
        lock.unlock()
        onNext(input)
        return .none
    }

    /// Ends the subscription: releases the handlers and returns the ones to run, or nil if it had already ended.
    @inlinable func end() -> (onEnd: (Subscribers.Completion<Failure>) -> Void, onCancel: () -> Void, subscription: (any Subscription)?)? {
        lock.lock()
        defer { lock.unlock() }
        if isEnded { return nil }
        isEnded = true
        let ending = (onEnd, onCancel, subscription)
        onNext = { _ in }
        onEnd = { _ in }
        onCancel = {}
        subscription = nil
        return ending
    }

    @inlinable func receive(completion: Subscribers.Completion<Failure>) {
        end()?.onEnd(completion)
    }

    @inlinable func cancel() {
        guard let ending = end() else { return }
        ending.subscription?.cancel()
        ending.onCancel()
    }
}
