// RxCocoa's trait-preserving operators: each returns a Driver (or Signal) again, sharing once more,
// so a mapped driver still shares its side effects and replays its latest value.

extension SharedSequence {
    /// A trait of each value passed through `transform`, with the same strategy and UI scheduler.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<Strategy, Result> {
        SharedSequence<Strategy, Result>(onScheduler: source.map(transform), scheduler: scheduler)
    }

    /// A trait of the values that pass `isIncluded`.
    public func filter(_ isIncluded: @escaping (Element) -> Bool) -> Self {
        Self(onScheduler: source.filter(isIncluded), scheduler: scheduler)
    }

    /// A trait of the non-nil transformed values.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> SharedSequence<Strategy, Result> {
        SharedSequence<Strategy, Result>(onScheduler: source.compactMap(transform), scheduler: scheduler)
    }

    /// A trait that follows the latest trait made from each value.
    public func flatMapLatest<Result>(_ transform: @escaping (Element) -> SharedSequence<Strategy, Result>) -> SharedSequence<Strategy, Result> {
        SharedSequence<Strategy, Result>(onScheduler: source.flatMapLatest(transform), scheduler: scheduler)
    }

    /// A trait that combines each value with the latest value of `other`.
    public func withLatestFrom<Other: Publisher, Result>(
        _ other: Other, resultSelector: @escaping (Element, Other.Output) -> Result
    ) -> SharedSequence<Strategy, Result> where Other.Failure == Never {
        SharedSequence<Strategy, Result>(onScheduler: source.withLatestFrom(other, resultSelector: resultSelector), scheduler: scheduler)
    }

    /// A trait of the latest value of `other` at each of this trait's values.
    public func withLatestFrom<Other: Publisher>(_ other: Other) -> SharedSequence<Strategy, Other.Output> where Other.Failure == Never {
        withLatestFrom(other) { _, latest in latest }
    }

    /// A trait that sends `element` before the upstream's first value (RxSwift's `startWith`).
    public func startWith(_ element: Element) -> Self {
        Self(onScheduler: source.prepend(element), scheduler: scheduler)
    }

    /// A trait of the latest values of `a` and `b`, combined by `resultSelector`, once both have one.
    public static func combineLatest<A, B>(_ a: SharedSequence<Strategy, A>, _ b: SharedSequence<Strategy, B>,
                                           resultSelector: @escaping (A, B) -> Element) -> Self {
        Self(onScheduler: a.source.combineLatest(b.source, resultSelector), scheduler: a.scheduler)
    }

    /// A trait of the latest values of `a`, `b` and `c`, combined by `resultSelector`, once all have one.
    public static func combineLatest<A, B, C>(_ a: SharedSequence<Strategy, A>, _ b: SharedSequence<Strategy, B>,
                                              _ c: SharedSequence<Strategy, C>,
                                              resultSelector: @escaping (A, B, C) -> Element) -> Self {
        Self(onScheduler: a.source.combineLatest(b.source, c.source, resultSelector), scheduler: a.scheduler)
    }

    /// A trait of the latest values of `a`, `b`, `c` and `d`, combined by `resultSelector`, once all have one.
    public static func combineLatest<A, B, C, D>(_ a: SharedSequence<Strategy, A>, _ b: SharedSequence<Strategy, B>,
                                                 _ c: SharedSequence<Strategy, C>, _ d: SharedSequence<Strategy, D>,
                                                 resultSelector: @escaping (A, B, C, D) -> Element) -> Self {
        Self(onScheduler: a.source.combineLatest(b.source, c.source, d.source, resultSelector), scheduler: a.scheduler)
    }

    /// A trait of the values of all `traits`, interleaved.
    public static func merge(_ traits: Self...) -> Self {
        Self(onScheduler: Publishers.MergeMany(traits.map(\.source)), scheduler: traits.first?.scheduler ?? SharingScheduler.current)
    }
}

extension SharedSequence where Element: Equatable {
    /// A trait that skips values equal to the one before (RxSwift's `distinctUntilChanged`).
    public func distinctUntilChanged() -> Self {
        Self(onScheduler: source.distinctUntilChanged(), scheduler: scheduler)
    }
}

// RxCocoa's tuple forms, `Driver.combineLatest(a, b)`: declared where `Element == Any`, as RxSwift declares its own,
// so that the unbound `Driver` in the call needs no element type of its own; the result's is the tuple's.
extension SharedSequence where Element == Any {
    /// A trait of the latest values of `a` and `b` as pairs, once both have one.
    public static func combineLatest<A, B>(_ a: SharedSequence<Strategy, A>, _ b: SharedSequence<Strategy, B>)
    -> SharedSequence<Strategy, (A, B)> {
        .combineLatest(a, b) { ($0, $1) }
    }

    /// A trait of the latest values of `a`, `b` and `c` as triples, once all have one.
    public static func combineLatest<A, B, C>(_ a: SharedSequence<Strategy, A>, _ b: SharedSequence<Strategy, B>,
                                              _ c: SharedSequence<Strategy, C>) -> SharedSequence<Strategy, (A, B, C)> {
        .combineLatest(a, b, c) { ($0, $1, $2) }
    }

    /// A trait of the latest values of `a`, `b`, `c` and `d` as tuples, once all have one.
    public static func combineLatest<A, B, C, D>(_ a: SharedSequence<Strategy, A>, _ b: SharedSequence<Strategy, B>,
                                                 _ c: SharedSequence<Strategy, C>, _ d: SharedSequence<Strategy, D>)
    -> SharedSequence<Strategy, (A, B, C, D)> {
        .combineLatest(a, b, c, d) { ($0, $1, $2, $3) }
    }
}
