import Foundation

// RxSwift's subscribe and bind, on every publisher: observables, subjects, relays, drivers, control events.

extension Publisher {
    /// Subscribes, asking for every value, and calls the handlers (RxSwift's `subscribe(onNext:…)`):
    /// `onError` or `onCompleted` at the end, then `onDisposed`, which also runs on cancellation.
    public func subscribe(onNext: ((Output) -> Void)? = nil,
                          onError: ((any Error) -> Void)? = nil,
                          onCompleted: (() -> Void)? = nil,
                          onDisposed: (() -> Void)? = nil) -> AnyCancellable {
        let subscriber = EventSubscriber<Output, Failure> { event in
            switch event {
            case let .next(element): onNext?(element)
            case let .error(error): onError?(error); onDisposed?()
            case .completed: onCompleted?(); onDisposed?()
            }
        } onCancel: {
            onDisposed?()
        }
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }

    /// Subscribes and hands every event to `on` (RxSwift's `subscribe(_:)`): values, then an error or completion.
    public func subscribe(_ on: @escaping (Event<Output>) -> Void) -> AnyCancellable {
        let subscriber = EventSubscriber<Output, Failure>(on: on, onCancel: {})
        subscribe(subscriber)
        return AnyCancellable(subscriber)
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

/// The subscriber behind `subscribe`: unlimited demand, events to one closure, cancellable once; the
/// cancel handler runs only if the sequence had not ended.
final class EventSubscriber<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`; nil once ended or cancelled.
    private var on: ((Event<Input>) -> Void)?
    private var onCancel: (() -> Void)?
    private var subscription: (any Subscription)?

    init(on: @escaping (Event<Input>) -> Void, onCancel: @escaping () -> Void) {
        self.on = on
        self.onCancel = onCancel
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard on != nil, self.subscription == nil else { lock.unlock(); subscription.cancel(); return }
        self.subscription = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let on = self.on
        lock.unlock()
        on?(.next(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let on = self.on
        self.on = nil
        onCancel = nil
        subscription = nil
        lock.unlock()
        on?(Event(completion))
    }

    func cancel() {
        lock.lock()
        let subscription = self.subscription
        let onCancel = self.onCancel
        self.subscription = nil
        self.on = nil
        self.onCancel = nil
        lock.unlock()
        subscription?.cancel()
        onCancel?()
    }
}
