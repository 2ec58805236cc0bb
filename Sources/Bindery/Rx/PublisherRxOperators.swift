import Foundation

// RxSwift-named operators on every publisher that is not an Observable — relays, control events, Combine
// publishers — returning an Observable as RxSwift's operators do. (Names Combine already spells the same
// way, such as `map`, `filter` and `scan`, stay Combine's there and keep the publisher's failure type.)

extension Publisher {
    /// The values of the sequence made from the latest value; the previous one is cancelled.
    public func flatMapLatest<Result>(_ selector: @escaping (Output) throws -> Observable<Result>) -> Observable<Result> {
        asObservable().flatMapLatest(selector)
    }

    /// The values of every sequence made from each value, interleaved.
    public func flatMap<Result>(_ selector: @escaping (Output) throws -> Observable<Result>) -> Observable<Result> {
        asObservable().flatMap(selector)
    }

    /// The values of the sequence made from a value while no earlier one runs; values meanwhile are dropped.
    public func flatMapFirst<Result>(_ selector: @escaping (Output) throws -> Observable<Result>) -> Observable<Result> {
        asObservable().flatMapFirst(selector)
    }

    /// `elements` first, then the values.
    public func startWith(_ elements: Output...) -> Observable<Output> {
        Observable(mapError { $0 as any Error }.prepend(elements))
    }

    /// The values after the first `count`.
    public func skip(_ count: Int) -> Observable<Output> { asObservable().skip(count) }

    /// The first `count` values, then completion.
    public func take(_ count: Int) -> Observable<Output> { asObservable().take(count) }

    /// The values until `other` sends one, then completion (RxSwift 6's `take(until:)`).
    public func take<Other: Publisher>(until other: Other) -> Observable<Output> { asObservable().take(until: other) }

    /// The values until one satisfies `predicate`, then completion; `.inclusive` sends that one first.
    public func take(until predicate: @escaping (Output) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Output> {
        asObservable().take(until: predicate, behavior: behavior)
    }

    /// Values while `predicate` holds, then completion.
    public func take(while predicate: @escaping (Output) throws -> Bool) -> Observable<Output> {
        asObservable().take(while: predicate)
    }

    /// The values after `other` has sent one.
    public func skip<Other: Publisher>(until other: Other) -> Observable<Output> { asObservable().skip(until: other) }

    /// The values from the first one that does not satisfy `predicate` on.
    public func skip(while predicate: @escaping (Output) throws -> Bool) -> Observable<Output> {
        asObservable().skip(while: predicate)
    }

    /// Runs side effects on each event without changing the values (RxSwift's `do`).
    public func `do`(onNext: ((Output) throws -> Void)? = nil,
                     onError: ((any Error) -> Void)? = nil,
                     onCompleted: (() -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Observable<Output> {
        asObservable().do(onNext: onNext, onError: onError, onCompleted: onCompleted,
                          onSubscribe: onSubscribe, onDispose: onDispose)
    }
}

extension Publisher where Failure == Never {
    /// Each value combined with the latest value of a sequence that can fail (an `Observable`, or any publisher of
    /// `any Error` such as `combineLatest(…).share()`); values before it has one are dropped.
    public func withLatestFrom<Other: Publisher, Result>(
        _ other: Other, resultSelector: @escaping (Output, Other.Output) throws -> Result
    ) -> Observable<Result> where Other.Failure == any Error {
        asObservable().withLatestFrom(other, resultSelector: resultSelector)
    }

    /// The latest value of a sequence that can fail at each value; values before it has one are dropped.
    public func withLatestFrom<Other: Publisher>(_ other: Other) -> Observable<Other.Output> where Other.Failure == any Error {
        asObservable().withLatestFrom(other)
    }
}
