/// RxSwift's `PublishSubject`: sends each value to the subscribers present, and can end.
///
/// Unlike a `PublishRelay` it ends on `onError`/`onCompleted`; a later subscriber then gets only the end.
/// Bind to it like a relay (`bind(to: subject)`), or push with `onNext`.
public final class PublishSubject<Element>: Multicaster<Element, any Error>, ObservableType, ObserverType, ObserverCounting,
    @unchecked Sendable {
    /// The values sent after each subscriber arrived.
    public typealias Output = Element
    /// `any Error`, as in RxSwift: `onError` ends the subject with any error.
    public typealias Failure = any Error

    /// The subject's fan-out: the subject itself (one object, not two), as a relay's is.
    @inlinable var multicaster: Multicaster<Element, any Error> { self }

    /// Creates a subject; a value sent while nobody is subscribed is lost.
    public init() { super.init(replayLimit: 0) }

    /// Sends `element` to every current subscriber; ignored once the subject has ended.
    @inlinable public func onNext(_ element: Element) { multicaster.send(element) }

    /// Sends an event; an error or completion ends the subject.
    @inlinable public func on(_ event: Event<Element>) {
        switch event {
        case let .next(element): multicaster.send(element)
        case let .error(error): multicaster.send(completion: .failure(error))
        case .completed: multicaster.send(completion: .finished)
        }
    }

    /// Whether at least one subscriber is attached.
    public var hasObservers: Bool { multicaster.liveSubscriberCount > 0 }

    /// This subject wrapped in an ``AnyObserver`` that forwards every event to it (RxSwift's `asObserver()`).
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// Subscribes `subscriber` to the values sent from now on; after the end, it gets only the end.
    @inlinable public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == any Error {
        multicaster.attach(subscriber)
    }
}
