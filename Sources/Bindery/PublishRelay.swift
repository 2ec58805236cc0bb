/// A stream of events with no current value that never fails and never completes (RxRelay's `PublishRelay`).
///
/// Subscribers receive only the values accepted after they subscribed. Safe to use from any thread.
public final class PublishRelay<Element>: Multicaster<Element, Never>, Publisher, ObserverType, @unchecked Sendable {
    /// The values accepted, delivered to subscribers in the order they were accepted.
    public typealias Output = Element
    /// `Never`: a relay has no `onError` or `onCompleted`, so no input fed by it can end.
    public typealias Failure = Never

    /// The relay's fan-out: the relay itself (one object, not two).
    @inlinable var multicaster: Multicaster<Element, Never> { self }

    /// Creates a relay; values accepted before the first subscriber asks for them are dropped.
    public init() { super.init(replayLimit: 0) }

    /// Sends `element` to every current subscriber; a later subscriber never sees it. Safe from any thread.
    @inlinable public func accept(_ element: Element) { multicaster.send(element) }

    /// Sends `element` to every current subscriber, as `accept(_:)` does (`ObserverType`).
    @inlinable public func onNext(_ element: Element) { multicaster.send(element) }

    /// Attaches a subscriber; it receives the values accepted after it first requests demand.
    @inlinable public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        multicaster.attach(subscriber)
    }
}

extension PublishRelay where Element == Void {
    /// Sends `()` to every current subscriber: a tap, or any event whose arrival is all it says.
    @inlinable public func accept() { accept(()) }
}
