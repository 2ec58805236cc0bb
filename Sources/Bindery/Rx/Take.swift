import Foundation
import Synchronization

extension ObservableType {
    /// The first `count` values, then completion right after the last of them (the upstream is cancelled).
    public func take(_ count: Int) -> Observable<Element> {
        guard count > 0 else { return .empty() }
        let source = asObservable()
        return Observable.create { observer in
            let upstream = SerialSubscription()
            var remaining = count
            upstream.replace(with: source.subscribe(
                onNext: { element in
                    guard remaining > 0 else { return }
                    remaining -= 1
                    observer.onNext(element)
                    if remaining == 0 {
                        observer.onCompleted()
                        upstream.dispose()
                    }
                },
                onError: observer.onError,
                onCompleted: observer.onCompleted
            ))
            return Disposables.create(with: upstream.dispose)
        }
    }
}

/// Whether `take(until:behavior:)` sends the value that ends it (RxSwift's `TakeBehavior`).
public enum TakeBehavior: Sendable {
    /// The value that satisfies the predicate is sent, then completion.
    case inclusive
    /// Completion only: the value that satisfies the predicate is not sent (the default).
    case exclusive
}

extension ObservableType {
    /// The values until `other` sends one, then completion, with both cancelled (RxSwift 6's `take(until:)`,
    /// `takeUntil` before): `interval.take(until: action.filter { $0 == .stop })`. A failure of either fails the
    /// sequence; `other` completing without a value changes nothing.
    public func take<Other: Publisher>(until other: Other) -> Observable<Element> {
        let source = asObservable(), trigger = Observable(other)
        return Observable.create { observer in
            let upstream = SerialSubscription(), stopper = SerialSubscription()
            let end = { upstream.dispose(); stopper.dispose() }
            stopper.replace(with: trigger.subscribe(
                onNext: { _ in observer.onCompleted(); end() },
                onError: { error in observer.onError(error); end() }
            ))
            upstream.replace(with: source.subscribe(
                onNext: observer.onNext,
                onError: { error in observer.onError(error); end() },
                onCompleted: { observer.onCompleted(); end() }
            ))
            return Disposables.create(with: end)
        }
    }

    /// The values until one satisfies `predicate`, then completion (RxSwift 6's `take(until:behavior:)`); with
    /// `.inclusive`, that value is sent first. A throwing predicate fails the sequence with its error.
    public func take(until predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let upstream = SerialSubscription()
            upstream.replace(with: source.subscribe(
                onNext: { element in
                    do {
                        guard try predicate(element) else { return observer.onNext(element) }
                        if behavior == .inclusive { observer.onNext(element) }
                        observer.onCompleted()
                    } catch {
                        observer.onError(error)
                    }
                    upstream.dispose()
                },
                onError: observer.onError,
                onCompleted: observer.onCompleted
            ))
            return Disposables.create(with: upstream.dispose)
        }
    }

    /// The values after `other` has sent one; the ones before are dropped (RxSwift's `skip(until:)`). A failure of
    /// `other` fails the sequence.
    public func skip<Other: Publisher>(until other: Other) -> Observable<Element> {
        let source = asObservable(), trigger = Observable(other)
        return Observable.create { observer in
            let upstream = SerialSubscription(), opener = SerialSubscription()
            let isOpen = Mutex(false)
            opener.replace(with: trigger.subscribe(
                onNext: { _ in isOpen.withLock { $0 = true }; opener.dispose() },
                onError: { error in observer.onError(error); upstream.dispose() }
            ))
            upstream.replace(with: source.subscribe(
                onNext: { element in if isOpen.withLock({ $0 }) { observer.onNext(element) } },
                onError: { error in observer.onError(error); opener.dispose() },
                onCompleted: { observer.onCompleted(); opener.dispose() }
            ))
            return Disposables.create { upstream.dispose(); opener.dispose() }
        }
    }

    /// The values from the first one that does not satisfy `predicate` on (RxSwift's `skip(while:)`).
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable(tryDrop(while: predicate))
    }
}
