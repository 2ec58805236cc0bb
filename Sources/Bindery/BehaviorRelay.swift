/// A stream with a current value that never fails and never completes (RxRelay's `BehaviorRelay`).
///
/// A new subscriber receives the current value first, then every later one. Safe to use from any thread.
public final class BehaviorRelay<Element>: Multicaster<Element, Never>, Publisher, ObserverType, @unchecked Sendable {
    /// The values accepted; a new subscriber gets the current one first.
    public typealias Output = Element
    /// `Never`: a relay has no `onError` or `onCompleted`, so its current value always exists.
    public typealias Failure = Never

    /// The relay's fan-out: the relay itself (one object, not two).
    @inlinable var multicaster: Multicaster<Element, Never> { self }

    /// Creates a relay whose current value is `value` until the first `accept`.
    public init(value: Element) {
        super.init(replayLimit: 1, initial: [value])
    }

    /// The value most recently accepted (or the initial one), read without subscribing.
    public var value: Element { multicaster.latest! }

    /// Makes `element` the current value and sends it to every subscriber.
    @inlinable public func accept(_ element: Element) { multicaster.send(element) }

    /// Makes `element` the current value and sends it to every subscriber (`ObserverType`).
    @inlinable public func onNext(_ element: Element) { multicaster.send(element) }

    /// Attaches a subscriber; it receives the current value when it first requests demand.
    @inlinable public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        multicaster.attach(subscriber)
    }
}
