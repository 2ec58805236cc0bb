import Foundation

/// RxSwift's `BehaviorSubject`: holds a current value that a new subscriber gets first, and can end.
///
/// `value()` throws the error the subject ended with; after a completion it returns the last value.
/// A subscriber that comes after the end gets only the end.
public final class BehaviorSubject<Element>: ObservableType, ObserverType, ObserverCounting, @unchecked Sendable {
    /// The values, starting with the current one for each new subscriber.
    public typealias Output = Element
    /// `any Error`, as in RxSwift: `onError` ends the subject with any error.
    public typealias Failure = any Error

    let multicaster: Multicaster<Element, any Error>
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var latest: Element
    private var failure: (any Error)?

    /// Creates a subject whose current value is `value` until the first `onNext`.
    public init(value: Element) {
        latest = value
        multicaster = Multicaster(replayLimit: 1, initial: [value])
    }

    /// The current value; throws the error the subject ended with.
    public func value() throws -> Element {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        return latest
    }

    /// Makes `element` the current value and sends it to every subscriber.
    public func onNext(_ element: Element) { on(.next(element)) }

    /// Sends an event; an error or completion ends the subject.
    public func on(_ event: Event<Element>) {
        lock.lock()
        switch event {
        case let .next(element):
            if failure == nil { latest = element }
            lock.unlock()
            multicaster.send(element)
        case let .error(error):
            if failure == nil { failure = error }
            lock.unlock()
            multicaster.send(completion: .failure(error))
        case .completed:
            lock.unlock()
            multicaster.send(completion: .finished)
        }
    }

    /// Whether at least one subscriber is attached.
    public var hasObservers: Bool { multicaster.liveSubscriberCount > 0 }

    /// This subject wrapped in an ``AnyObserver`` that forwards every event to it (RxSwift's `asObserver()`).
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// Attaches a subscriber; it gets the current value when it first asks for values.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == any Error {
        multicaster.attach(subscriber)
    }
}
