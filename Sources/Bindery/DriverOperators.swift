// RxCocoa's trait-preserving operators: each returns a Driver (or Signal) again, sharing once more,
// so a mapped driver still shares its side effects and replays its latest value.

extension Driver {
    /// A driver of transformed values.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Driver<Result> {
        Driver<Result>(onScheduler: source.map(transform), scheduler: scheduler)
    }

    /// A driver of the values that pass `isIncluded`.
    public func filter(_ isIncluded: @escaping (Element) -> Bool) -> Driver<Element> {
        Driver(onScheduler: source.filter(isIncluded), scheduler: scheduler)
    }

    /// A driver of the non-nil transformed values.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Driver<Result> {
        Driver<Result>(onScheduler: source.compactMap(transform), scheduler: scheduler)
    }

    /// A driver that follows the latest driver made from each value.
    public func flatMapLatest<Result>(_ transform: @escaping (Element) -> Driver<Result>) -> Driver<Result> {
        Driver<Result>(onScheduler: source.flatMapLatest(transform), scheduler: scheduler)
    }

    /// A driver that combines each value with the latest value of `other`.
    public func withLatestFrom<Other: Publisher, Result>(
        _ other: Other, resultSelector: @escaping (Element, Other.Output) -> Result
    ) -> Driver<Result> where Other.Failure == Never {
        Driver<Result>(onScheduler: source.withLatestFrom(other, resultSelector: resultSelector), scheduler: scheduler)
    }

    /// A driver of the latest value of `other` at each of this driver's values.
    public func withLatestFrom<Other: Publisher>(_ other: Other) -> Driver<Other.Output> where Other.Failure == Never {
        withLatestFrom(other) { _, latest in latest }
    }

    /// A driver that sends `element` first.
    public func startWith(_ element: Element) -> Driver<Element> {
        Driver(onScheduler: source.prepend(element), scheduler: scheduler)
    }

    /// A driver of the latest values of `a` and `b`, combined by `resultSelector`, once both have one.
    public static func combineLatest<A, B>(_ a: Driver<A>, _ b: Driver<B>,
                                           resultSelector: @escaping (A, B) -> Element) -> Driver<Element> {
        Driver(onScheduler: a.source.combineLatest(b.source, resultSelector), scheduler: a.scheduler)
    }

    /// A driver of the values of all `drivers`, interleaved.
    public static func merge(_ drivers: Driver<Element>...) -> Driver<Element> {
        Driver(onScheduler: Publishers.MergeMany(drivers.map(\.source)), scheduler: drivers.first?.scheduler ?? SharingScheduler.current)
    }
}

extension Driver where Element: Equatable {
    /// A driver that skips values equal to the one before (RxSwift's `distinctUntilChanged`).
    public func distinctUntilChanged() -> Driver<Element> {
        Driver(onScheduler: source.distinctUntilChanged(), scheduler: scheduler)
    }
}

extension Signal {
    /// A signal of transformed events.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Signal<Result> {
        Signal<Result>(onScheduler: source.map(transform), scheduler: scheduler)
    }

    /// A signal of the events that pass `isIncluded`.
    public func filter(_ isIncluded: @escaping (Element) -> Bool) -> Signal<Element> {
        Signal(onScheduler: source.filter(isIncluded), scheduler: scheduler)
    }

    /// A signal of the non-nil transformed events.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Signal<Result> {
        Signal<Result>(onScheduler: source.compactMap(transform), scheduler: scheduler)
    }

    /// A signal that follows the latest signal made from each event.
    public func flatMapLatest<Result>(_ transform: @escaping (Element) -> Signal<Result>) -> Signal<Result> {
        Signal<Result>(onScheduler: source.flatMapLatest(transform), scheduler: scheduler)
    }

    /// A signal that combines each event with the latest value of `other`.
    public func withLatestFrom<Other: Publisher, Result>(
        _ other: Other, resultSelector: @escaping (Element, Other.Output) -> Result
    ) -> Signal<Result> where Other.Failure == Never {
        Signal<Result>(onScheduler: source.withLatestFrom(other, resultSelector: resultSelector), scheduler: scheduler)
    }

    /// A signal of the events of all `signals`, interleaved.
    public static func merge(_ signals: Signal<Element>...) -> Signal<Element> {
        Signal(onScheduler: Publishers.MergeMany(signals.map(\.source)), scheduler: signals.first?.scheduler ?? SharingScheduler.current)
    }
}
