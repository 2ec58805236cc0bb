import Foundation

/// RxSwift's `ReplaySubject`: replays the latest `bufferSize` values to each new subscriber, and can end;
/// a subscriber that comes after the end gets the buffered values, then the end.
public final class ReplaySubject<Element>: ObservableType, ObserverType, ObserverCounting, @unchecked Sendable {
    /// The values, starting with the buffered ones for each new subscriber.
    public typealias Output = Element
    /// `any Error`, as in RxSwift: `onError` ends the subject with any error.
    public typealias Failure = any Error

    private let multicaster: Multicaster<Element, any Error>
    private let bufferSize: Int
    private let lock = NSLock()
    /// Guarded by `lock`: the buffer and end kept for subscribers that come after the end.
    private var buffer: [Element] = []
    private var ending: Subscribers.Completion<any Error>?

    /// A subject replaying its last `bufferSize` values; a negative size replays none (a screen's slip must not
    /// stop the process and every other tab with it).
    private init(bufferSize: Int) {
        let bufferSize = Swift.max(0, bufferSize)
        self.bufferSize = bufferSize
        multicaster = Multicaster(replayLimit: bufferSize)
    }

    /// A subject replaying the latest `bufferSize` values.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> { ReplaySubject(bufferSize: bufferSize) }

    /// A subject replaying every value ever sent, without bound: keep it for sequences known to be short.
    public static func createUnbounded() -> ReplaySubject<Element> { ReplaySubject(bufferSize: .max) }

    /// Sends a value to every subscriber and buffers it.
    public func onNext(_ element: Element) { on(.next(element)) }

    /// Sends an event; an error or completion ends the subject.
    public func on(_ event: Event<Element>) {
        lock.lock()
        guard ending == nil else { lock.unlock(); return }
        switch event {
        case let .next(element):
            buffer.append(element)
            if buffer.count > bufferSize { buffer.removeFirst() }
            lock.unlock()
            multicaster.send(element)
        case let .error(error):
            ending = .failure(error)
            lock.unlock()
            multicaster.send(completion: .failure(error))
        case .completed:
            ending = .finished
            lock.unlock()
            multicaster.send(completion: .finished)
        }
    }

    /// Whether at least one subscriber is attached.
    public var hasObservers: Bool { multicaster.liveSubscriberCount > 0 }

    /// This subject wrapped in an ``AnyObserver`` that forwards every event to it (RxSwift's `asObserver()`).
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// Attaches a subscriber: the buffer, then live values; after the end, the buffer and the end.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == any Error {
        lock.lock()
        guard let ending else { lock.unlock(); multicaster.attach(subscriber); return }
        let replay = buffer
        lock.unlock()
        let end: AnyPublisher<Element, any Error> = switch ending {
        case .finished: Empty().eraseToAnyPublisher()
        case let .failure(error): Fail(error: error).eraseToAnyPublisher()
        }
        Publishers.Sequence<[Element], any Error>(sequence: replay).append(end).receive(subscriber: subscriber)
    }
}
