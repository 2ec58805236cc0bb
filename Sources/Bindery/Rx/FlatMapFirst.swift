import Foundation

/// The publisher behind `flatMapFirst`: follows one inner sequence at a time; a value of the outer sequence
/// that arrives while one runs is dropped before the selector sees it (as in RxSwift); completes when the
/// outer and the running inner have.
struct FlatMapFirst<Element, Inner>: Publisher {
    typealias Output = Inner
    typealias Failure = any Error

    let upstream: Observable<Element>
    let selector: (Element) throws -> Observable<Inner>

    func receive<S: Subscriber>(subscriber: S) where S.Input == Inner, S.Failure == any Error {
        Observable<Inner>.create { [upstream, selector] observer in
            let run = FlatMapFirstRun<Element, Inner>(observer: observer, selector: selector)
            run.outer.replace(with: upstream.subscribe(onNext: run.start, onError: observer.onError,
                                                       onCompleted: run.finishOuter))
            return Disposables.create(with: run.dispose)
        }
        .receive(subscriber: subscriber)
    }
}

/// One subscriber's state of a `flatMapFirst`.
private final class FlatMapFirstRun<Element, Inner>: @unchecked Sendable {
    private let lock = NSLock()
    private let observer: AnyObserver<Inner>
    private let selector: (Element) throws -> Observable<Inner>
    let outer = SerialSubscription()
    /// Guarded by `lock`.
    private var isInnerRunning = false
    private var isOuterFinished = false
    private var inner: SerialSubscription?

    init(observer: AnyObserver<Inner>, selector: @escaping (Element) throws -> Observable<Inner>) {
        self.observer = observer
        self.selector = selector
    }

    /// Makes and subscribes the sequence of `element` unless one is already running.
    func start(_ element: Element) {
        lock.lock()
        if isInnerRunning { lock.unlock(); return }
        isInnerRunning = true
        let inner = SerialSubscription()
        self.inner = inner
        lock.unlock()
        do {
            let sequence = try selector(element)
            inner.replace(with: sequence.subscribe(onNext: observer.onNext, onError: observer.onError, onCompleted: finishInner))
        } catch {
            observer.onError(error)
        }
    }

    private func finishInner() {
        lock.lock()
        isInnerRunning = false
        inner = nil
        let isDone = isOuterFinished
        lock.unlock()
        if isDone { observer.onCompleted() }
    }

    func finishOuter() {
        lock.lock()
        isOuterFinished = true
        let isDone = !isInnerRunning
        lock.unlock()
        if isDone { observer.onCompleted() }
    }

    func dispose() {
        lock.lock()
        let inner = self.inner
        self.inner = nil
        lock.unlock()
        outer.dispose()
        inner?.dispose()
    }
}
