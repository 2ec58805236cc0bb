import Foundation

// RxSwift's operators on an Observable (or a subject): each returns an Observable again. A closure that
// throws fails the sequence with its error, as in RxSwift.

extension ObservableType {
    /// Each value passed through `transform`; a throw fails the sequence with the thrown error.
    @inlinable public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Observable<Result>(ThrowingStep(upstream: self) { value, send in send(try transform(value)) })
    }

    /// The values for which `predicate` returns true; a throw fails the sequence with the thrown error.
    @inlinable public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable(ThrowingStep(upstream: self) { value, send in try predicate(value) ? send(value) : .max(1) })
    }

    /// The values `transform` maps to something other than nil; a throw fails the sequence with the thrown error.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        Observable<Result>(tryCompactMap(transform))
    }

    /// The values of every sequence made from each value, interleaved (all stay subscribed).
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Observable<Result>) -> Observable<Result> {
        // Combine's flatMap, named by its label: the RxSwift overload for publishers would call back here.
        Observable<Result>(map(selector).publisher.flatMap(maxPublishers: .unlimited) { $0 })
    }

    /// The values of the sequence made from the latest value; the previous one is cancelled.
    public func flatMapLatest<Result>(_ selector: @escaping (Element) throws -> Observable<Result>) -> Observable<Result> {
        Observable<Result>(Publishers.FlatMapLatest(upstream: map(selector).publisher) { $0 })
    }

    /// The values of the sequence made from a value while no earlier one is running; values that arrive
    /// while one runs are dropped (a second tap during a request does nothing).
    public func flatMapFirst<Result>(_ selector: @escaping (Element) throws -> Observable<Result>) -> Observable<Result> {
        Observable<Result>(FlatMapFirst(upstream: asObservable(), selector: selector))
    }

    /// Each value combined with the latest value of `other`; values before `other` has one are dropped.
    public func withLatestFrom<Other: Publisher, Result>(
        _ other: Other, resultSelector: @escaping (Element, Other.Output) throws -> Result
    ) -> Observable<Result> {
        Observable<(Element, Other.Output)>(publisherOfSelf.withLatestFrom(other.asObservable().publisher) { ($0, $1) })
            .map(resultSelector)
    }

    /// The latest value of `other` at each value; values before `other` has one are dropped.
    public func withLatestFrom<Other: Publisher>(_ other: Other) -> Observable<Other.Output> {
        withLatestFrom(other) { _, latest in latest }
    }

    /// `element` first, then the values.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        Observable(publisherOfSelf.prepend(elements))
    }

    /// Every accumulated value, starting from `seed` (not sent itself).
    public func scan<Accumulated>(_ seed: Accumulated, accumulator: @escaping (Accumulated, Element) throws -> Accumulated)
    -> Observable<Accumulated> {
        Observable<Accumulated>(tryScan(seed, accumulator))
    }

    /// The values except repeats by `comparer` (true when two values count as the same).
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        Observable(tryRemoveDuplicates(by: comparer))
    }

    /// The values except repeats of the key `keySelector` gives.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged { try keySelector($0) == keySelector($1) }
    }

    /// The values after the first `count`.
    public func skip(_ count: Int) -> Observable<Element> { Observable(dropFirst(count)) }

    /// Values while `predicate` holds, then completion.
    public func take(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable(tryPrefix(while: predicate))
    }

    /// Runs side effects on each event without changing the sequence (RxSwift's `do`). A throwing `onNext`
    /// fails the sequence with its error; `onDispose` runs once, after the end or on cancellation.
    public func `do`(onNext: ((Element) throws -> Void)? = nil,
                     onError: ((any Error) -> Void)? = nil,
                     onCompleted: (() -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Observable<Element> {
        let source = onNext.map { onNext in publisherOfSelf.tryMap { try onNext($0); return $0 }.eraseToAnyPublisher() }
        return Observable((source ?? publisherOfSelf).handleEvents(
            receiveSubscription: { _ in onSubscribe?() },
            receiveCompletion: { completion in
                if case let .failure(error) = completion { onError?(error) } else { onCompleted?() }
                onDispose?()
            },
            receiveCancel: onDispose
        ))
    }

    /// On failure, continues with the sequence `handler` makes from the error.
    public func `catch`(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
        Observable(publisherOfSelf.catch { error -> Observable<Element> in
            do { return try handler(error) } catch { return .error(error) }
        })
    }

    /// On failure, sends `element` and completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        Observable(publisherOfSelf.catch { _ in Just(element) })
    }

    /// On failure, subscribes again, at most `maxAttemptCount` times in all; then fails with the last error.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        Observable(publisherOfSelf.retry(Swift.max(0, maxAttemptCount - 1)))
    }

    /// On failure, subscribes again, forever.
    public func retry() -> Observable<Element> { Observable(publisherOfSelf.retry(.max)) }

    /// One upstream subscription shared by all subscribers while any is connected, replaying the latest
    /// `replay` values to a new one (RxSwift's `share(replay:scope: .whileConnected)`); when the last
    /// subscriber leaves, the upstream is cancelled and the buffer forgotten.
    public func share(replay: Int = 0) -> Observable<Element> {
        Observable(publisherOfSelf.share(replay: replay))
    }

    /// Each value paired with `object` while it is alive; completes when it is gone (RxSwift's `withUnretained`).
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        Observable<(Object, Element)>(publisherOfSelf.withUnretained(object))
    }

    /// Values and completion dropped; only the end (RxSwift's `ignoreElements`, as an Observable of Never).
    public func ignoreElements() -> Observable<Never> { Observable<Never>(publisherOfSelf.ignoreOutput()) }

    /// Each value as an `Event`, and the end as a last `Event` (never fails).
    public func materialize() -> Observable<Event<Element>> {
        Observable<Event<Element>>(publisherOfSelf.map(Event.next)
            .append(Just(.completed).setFailureType(to: (any Error).self))
            .catch { Just(.error($0)) })
    }

    /// This sequence as an erased publisher, so Combine's and Bindery's own operators are picked over the
    /// RxSwift-named ones above.
    var publisherOfSelf: AnyPublisher<Element, any Error> { asObservable().publisher }
}

extension ObservableType where Element: Equatable {
    /// The values except repeats of the value before.
    public func distinctUntilChanged() -> Observable<Element> {
        Observable(publisherOfSelf.distinctUntilChanged())
    }
}
