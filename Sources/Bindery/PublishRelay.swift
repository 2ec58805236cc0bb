/// A stream of events with no current value that never fails and never completes (RxRelay's `PublishRelay`).
///
/// Subscribers receive only the values accepted after they subscribed. Safe to use from any thread.
public final class PublishRelay<Element>: Publisher, ObserverType, @unchecked Sendable {
    /// A relay's values.
    public typealias Output = Element
    /// A relay never fails.
    public typealias Failure = Never

    @usableFromInline let multicaster = Multicaster<Element, Never>(replayLimit: 0)

    /// Creates a relay with no subscribers.
    public init() {}

    /// Sends a value to every current subscriber.
    @inlinable public func accept(_ element: Element) { multicaster.send(element) }

    /// Sends a value to every current subscriber (`ObserverType`).
    @inlinable public func onNext(_ element: Element) { multicaster.send(element) }

    /// Attaches a subscriber.
    @inlinable public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        multicaster.attach(subscriber)
    }
}

extension PublishRelay where Element == Void {
    /// Sends an event with no payload.
    @inlinable public func accept() { accept(()) }
}
