/// A sequence with RxSwift's names: a Combine publisher whose failure is untyped (`any Error`).
///
/// Everything that conforms is a `Publisher`, so Combine's and Bindery's operators apply as they are;
/// the RxSwift-named operators defined on it return `Observable` again, as RxSwift's do.
public protocol ObservableType<Element>: Publisher where Output == Element, Failure == any Error {
    /// The type of the sequence's values.
    associatedtype Element
}

/// RxSwift's `Observable`: a cold sequence of values that may end with an untyped error or a completion.
///
/// It wraps an `AnyPublisher<Element, any Error>` and is itself a `Publisher`, so converting is one call
/// each way: `asObservable()` on any publisher, relay, `Driver` or `Signal`; `asPublisher()` (or just using
/// it as a publisher) back. Unlike RxSwift, it honours Combine's demand: values a subscriber has not asked
/// for yet wait in order (every `subscribe`/`bind` here asks for all of them at once).
public struct Observable<Element>: ObservableType {
    /// The values of the sequence.
    public typealias Output = Element
    /// `any Error`, as in RxSwift: any failure type converts into it.
    public typealias Failure = any Error

    /// The Combine publisher behind this sequence.
    public let publisher: AnyPublisher<Element, any Error>

    /// Wraps a publisher of the same values; any failure type becomes `any Error`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Element {
        if let publisher = publisher as? AnyPublisher<Element, any Error> {
            self.publisher = publisher
        } else if let untyped = publisher as? any Publisher<Element, any Error> {
            // Already untyped: erase it as it is (a `mapError` would be one more step per value).
            self.publisher = untyped.eraseToAnyPublisher()
        } else {
            self.publisher = publisher.mapError { $0 as any Error }.eraseToAnyPublisher()
        }
    }

    /// Subscribes `subscriber` to the publisher behind this sequence; a sequence made with `create` runs anew for each.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == any Error {
        publisher.receive(subscriber: subscriber)
    }

    /// This sequence (RxSwift's identity conversion).
    public func asObservable() -> Observable<Element> { self }

    /// The Combine publisher behind this sequence.
    public func asPublisher() -> AnyPublisher<Element, any Error> { publisher }
}

extension Publisher {
    /// This publisher as an `Observable`: the same values, its failure untyped.
    public func asObservable() -> Observable<Output> { Observable(self) }
}

extension ObservableType {
    /// This sequence as an `Observable`.
    public func asObservable() -> Observable<Element> { Observable(self) }
}
