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
    /// Each value combined with the latest value of a sequence that can fail; values before it has one are dropped.
    public func withLatestFrom<Other: ObservableType, Result>(
        _ other: Other, resultSelector: @escaping (Output, Other.Element) throws -> Result
    ) -> Observable<Result> {
        asObservable().withLatestFrom(other, resultSelector: resultSelector)
    }

    /// The latest value of a sequence that can fail at each value; values before it has one are dropped.
    public func withLatestFrom<Other: ObservableType>(_ other: Other) -> Observable<Other.Element> {
        asObservable().withLatestFrom(other)
    }
}
