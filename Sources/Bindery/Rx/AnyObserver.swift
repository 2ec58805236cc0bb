/// An observer made of one event handler (RxSwift's `AnyObserver`), as handed to `Observable.create`.
public struct AnyObserver<Element>: ObserverType {
    private let handler: (Event<Element>) -> Void

    /// An observer that hands every event to `handler`.
    public init(eventHandler handler: @escaping (Event<Element>) -> Void) { self.handler = handler }

    /// An observer that forwards every event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        handler = observer.on
    }

    /// Sends `element` as a `.next` event to the handler.
    public func onNext(_ element: Element) { handler(.next(element)) }

    /// Hands `event` — a value, an error or the completion — to the handler.
    public func on(_ event: Event<Element>) { handler(event) }

    /// This observer (RxSwift's identity conversion).
    public func asObserver() -> AnyObserver<Element> { self }
}

/// The observer `Observable.create` hands out is thread-safe (its events are serialized under a lock), so
/// it may be captured by a completion handler that runs on another thread, as the articles' `URLSession`
/// code does; an observer made from your own handler is as safe as that handler.
extension AnyObserver: @unchecked Sendable {}
