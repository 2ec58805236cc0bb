/// RxSwift's `PublishSubject`: sends each value to the subscribers present, and can end.
///
/// Unlike a `PublishRelay` it ends on `onError`/`onCompleted`; a later subscriber then gets only the end.
/// Bind to it like a relay (`bind(to: subject)`), or push with `onNext`.
public final class PublishSubject<Element>: ObservableType, ObserverType, ObserverCounting, @unchecked Sendable {
    /// The values.
    public typealias Output = Element
    /// Untyped, as in RxSwift.
    public typealias Failure = any Error

    let multicaster = Multicaster<Element, any Error>(replayLimit: 0)

    /// A subject with no subscribers.
    public init() {}

    /// Sends a value to every current subscriber.
    public func onNext(_ element: Element) { multicaster.send(element) }

    /// Sends an event; an error or completion ends the subject.
    public func on(_ event: Event<Element>) {
        switch event {
        case let .next(element): multicaster.send(element)
        case let .error(error): multicaster.send(completion: .failure(error))
        case .completed: multicaster.send(completion: .finished)
        }
    }

    /// Whether at least one subscriber is attached.
    public var hasObservers: Bool { multicaster.liveSubscriberCount > 0 }

    /// This subject as an observer.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// Attaches a subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == any Error {
        multicaster.attach(subscriber)
    }
}
