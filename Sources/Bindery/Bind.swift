import Synchronization

/// The subscriber behind `bind`, `drive` and `emit`: unlimited demand, one closure, cancellable once.
///
/// Values are delivered without taking a lock: once cancelled (or completed) the closure is
/// skipped, and it is released when the subscriber is.
@usableFromInline
final class BindingSubscriber<Input>: Subscriber, Cancellable, @unchecked Sendable {
    @usableFromInline typealias Failure = Never

    @usableFromInline let lock = StateLock()
    /// Guarded by `lock`.
    @exclusivity(unchecked) @usableFromInline var subscription: Subscription?
    @usableFromInline let onNext: (Input) -> Void
    @usableFromInline let isDone = Atomic<Bool>(false)

    @usableFromInline init(onNext: @escaping (Input) -> Void) { self.onNext = onNext }

    @usableFromInline func receive(subscription: Subscription) {
        lock.lock()
        guard self.subscription == nil, !isDone.load(ordering: .relaxed) else {
            lock.unlock(); subscription.cancel(); return
        }
        self.subscription = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    @inlinable func receive(_ input: Input) -> Subscribers.Demand {
        if !isDone.load(ordering: .relaxed) { onNext(input) }
        return .none
    }

    @usableFromInline func receive(completion: Subscribers.Completion<Never>) {
        isDone.store(true, ordering: .relaxed)
        lock.lock()
        subscription = nil
        lock.unlock()
    }

    @usableFromInline func cancel() {
        isDone.store(true, ordering: .relaxed)
        lock.take(&subscription)?.cancel()
    }
}

extension Publisher where Failure == Never {
    /// Subscribes and hands every value to `onNext` (RxCocoa's `bind(onNext:)`).
    @inlinable
    public func bind(onNext: @escaping (Output) -> Void) -> AnyCancellable {
        let subscriber = BindingSubscriber<Output>(onNext: onNext)
        // `receive(subscriber:)` directly (what `subscribe` does, less its debug hook), so that a relay's `attach` is
        // specialized here rather than run generic behind Combine's `subscribe`.
        receive(subscriber: subscriber)
        // A closure over the one subscriber needs no context of its own (`AnyCancellable(subscriber)` boxes it).
        return AnyCancellable { subscriber.cancel() }
    }

    /// Subscribes and sends every value to each of `observers` (relays, binders, control properties).
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> AnyCancellable where Observer.Element == Output {
        bind(toEach: observers)
    }

    /// Subscribes and sends every value, as an optional, to each of `observers`.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> AnyCancellable where Observer.Element == Output? {
        bind(toEach: observers)
    }

    /// Subscribes and calls `onNext` with `object` and each value while `object` is alive (RxSwift's `bind(with:onNext:)`).
    @inlinable
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Output) -> Void) -> AnyCancellable {
        bind { [weak object] value in
            if let object { onNext(object, value) }
        }
    }
}

extension Publisher {
    /// Pairs each value with `object`, held weakly; completes once `object` is gone (RxSwift's `withUnretained`).
    @inlinable
    public func withUnretained<Object: AnyObject>(_ object: Object) -> AnyPublisher<(Object, Output), Failure> {
        map { [weak object] value in (object, value) }
            .prefix { pair in pair.0 != nil }
            .map { pair in (pair.0!, pair.1) }
            .eraseToAnyPublisher()
    }
}

extension Publisher where Failure == Never {
    /// Subscribes and sends every value to each observer in `observers`.
    @inlinable
    func bind<Observer: ObserverType>(toEach observers: [Observer]) -> AnyCancellable where Observer.Element == Output {
        if observers.count == 1 {
            let observer = observers[0]
            return bind { observer.onNext($0) }
        }
        return bind { value in for observer in observers { observer.onNext(value) } }
    }

    /// Subscribes and sends every value, as an optional, to each observer in `observers`.
    @inlinable
    func bind<Observer: ObserverType>(toEach observers: [Observer]) -> AnyCancellable where Observer.Element == Output? {
        bind { value in for observer in observers { observer.onNext(value) } }
    }
}

extension SharedSequence where Strategy == DriverSharingStrategy {
    /// Subscribes and sends every value to each of `observers` (RxCocoa's `drive`).
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> AnyCancellable where Observer.Element == Element {
        bind(toEach: observers)
    }

    /// Subscribes and sends every value, as an optional, to each of `observers`.
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> AnyCancellable where Observer.Element == Element? {
        bind(toEach: observers)
    }

    /// Subscribes and hands every value to `onNext`.
    @inlinable
    public func drive(onNext: @escaping (Element) -> Void) -> AnyCancellable { bind(onNext: onNext) }

    /// Subscribes and calls `onNext` with `object` and each value while `object` is alive.
    @inlinable
    public func drive<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> AnyCancellable {
        bind(with: object, onNext: onNext)
    }
}

extension SharedSequence where Strategy == SignalSharingStrategy {
    /// Subscribes and sends every event to each of `observers` (RxCocoa's `emit(to:)`).
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> AnyCancellable where Observer.Element == Element {
        bind(toEach: observers)
    }

    /// Subscribes and sends every event, as an optional, to each of `observers`.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> AnyCancellable where Observer.Element == Element? {
        bind(toEach: observers)
    }

    /// Subscribes and hands every event to `onNext`.
    @inlinable
    public func emit(onNext: @escaping (Element) -> Void) -> AnyCancellable { bind(onNext: onNext) }

    /// Subscribes and calls `onNext` with `object` and each event while `object` is alive.
    @inlinable
    public func emit<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> AnyCancellable {
        bind(with: object, onNext: onNext)
    }
}
