import Foundation

// RxSwift's static combinators: they accept any publishers (relays, drivers, subjects, observables) and
// return an Observable. merge and combineLatest reuse Bindery's own operators.

extension Observable {
    /// Each sequence in turn: the next is subscribed when the previous completes.
    public static func concat<S: Sequence>(_ sources: S) -> Observable<Element> where S.Element == Observable<Element> {
        Observable(Publishers.Sequence<[Observable<Element>], any Error>(sequence: Array(sources))
            .flatMap(maxPublishers: .max(1)) { $0 })
    }

    /// Each sequence in turn: the next is subscribed when the previous completes.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> { concat(sources) }

    /// `a`, then `b` — observables, relays, subjects, drivers, any publishers of `Element`: `b` is subscribed when
    /// `a` completes.
    public static func concat<A: Publisher, B: Publisher>(_ a: A, _ b: B) -> Observable<Element>
    where A.Output == Element, B.Output == Element {
        concat([observable(a), observable(b)])
    }

    /// `a`, `b`, then `c`, each subscribed when the one before completes.
    public static func concat<A: Publisher, B: Publisher, C: Publisher>(_ a: A, _ b: B, _ c: C) -> Observable<Element>
    where A.Output == Element, B.Output == Element, C.Output == Element {
        concat([observable(a), observable(b), observable(c)])
    }

    /// The values of all sequences, interleaved as they come; completes when all have, fails when one does.
    public static func merge<S: Sequence>(_ sources: S) -> Observable<Element> where S.Element == Observable<Element> {
        Observable(Publishers.MergeMany(Array(sources)))
    }

    /// The values of all sequences, interleaved as they come; completes when all have, fails when one does.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> { merge(sources) }

    /// The values of `a` and `b` — observables, relays, subjects, drivers, any publishers of `Element` —
    /// interleaved as they come (RxSwift's `Observable.merge(a.map { … }, b.map { … })`, where a relay's `map` is
    /// Combine's); completes when both have, fails when one does.
    public static func merge<A: Publisher, B: Publisher>(_ a: A, _ b: B) -> Observable<Element>
    where A.Output == Element, B.Output == Element {
        merge([observable(a), observable(b)])
    }

    /// The values of `a`, `b` and `c`, interleaved as they come.
    public static func merge<A: Publisher, B: Publisher, C: Publisher>(_ a: A, _ b: B, _ c: C) -> Observable<Element>
    where A.Output == Element, B.Output == Element, C.Output == Element {
        merge([observable(a), observable(b), observable(c)])
    }

    /// The values of `a`, `b`, `c` and `d`, interleaved as they come.
    public static func merge<A: Publisher, B: Publisher, C: Publisher, D: Publisher>(_ a: A, _ b: B, _ c: C, _ d: D)
    -> Observable<Element> where A.Output == Element, B.Output == Element, C.Output == Element, D.Output == Element {
        merge([observable(a), observable(b), observable(c), observable(d)])
    }

    /// `source` as an `Observable`: itself when it is one, else wrapped.
    private static func observable<Source: Publisher>(_ source: Source) -> Observable<Element> where Source.Output == Element {
        source as? Observable<Element> ?? Observable(source)
    }

    /// The latest values of `a` and `b`, combined once both have one, again on every later value of either.
    public static func combineLatest<A: Publisher, B: Publisher>(
        _ a: A, _ b: B, resultSelector: @escaping (A.Output, B.Output) throws -> Element
    ) -> Observable<Element> {
        Observable<(A.Output, B.Output)>(a.asObservable().combineLatest(b.asObservable())).map(resultSelector)
    }

    /// The latest values of `a`, `b` and `c`, combined once all have one.
    public static func combineLatest<A: Publisher, B: Publisher, C: Publisher>(
        _ a: A, _ b: B, _ c: C, resultSelector: @escaping (A.Output, B.Output, C.Output) throws -> Element
    ) -> Observable<Element> {
        Observable<(A.Output, B.Output, C.Output)>(a.asObservable().combineLatest(b.asObservable(), c.asObservable()))
            .map(resultSelector)
    }

    /// The latest values of `a`, `b`, `c` and `d`, combined once all have one (a form's four fields, say).
    public static func combineLatest<A: Publisher, B: Publisher, C: Publisher, D: Publisher>(
        _ a: A, _ b: B, _ c: C, _ d: D, resultSelector: @escaping (A.Output, B.Output, C.Output, D.Output) throws -> Element
    ) -> Observable<Element> {
        Observable<(A.Output, B.Output, C.Output, D.Output)>(
            a.asObservable().combineLatest(b.asObservable(), c.asObservable(), d.asObservable())
        ).map(resultSelector)
    }

    /// The latest values of five sequences, combined once all have one (a sign-up form's fields, say).
    public static func combineLatest<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E,
        resultSelector: @escaping (A.Output, B.Output, C.Output, D.Output, E.Output) throws -> Element
    ) -> Observable<Element> {
        Observable<((A.Output, B.Output, C.Output, D.Output), E.Output)>(
            a.asObservable().combineLatest(b.asObservable(), c.asObservable(), d.asObservable()).combineLatest(e.asObservable())
        ).map { first, e in try resultSelector(first.0, first.1, first.2, first.3, e) }
    }

    /// The latest values of six sequences, combined once all have one; for more, combine combinations.
    public static func combineLatest<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F,
        resultSelector: @escaping (A.Output, B.Output, C.Output, D.Output, E.Output, F.Output) throws -> Element
    ) -> Observable<Element> {
        Observable<((A.Output, B.Output, C.Output, D.Output), (E.Output, F.Output))>(
            a.asObservable().combineLatest(b.asObservable(), c.asObservable(), d.asObservable())
                .combineLatest(e.asObservable().combineLatest(f.asObservable()))
        ).map { first, last in try resultSelector(first.0, first.1, first.2, first.3, last.0, last.1) }
    }

    /// The latest values of every sequence of `collection`, in its order, once all have one; an empty collection
    /// completes at once.
    public static func combineLatest<C: Collection>(_ collection: C) -> Observable<[Element]>
    where C.Element: Publisher, C.Element.Output == Element {
        Observable<[Element]>(collection.map { observable($0) }.combineLatest())
    }

    /// The latest values of every sequence of `collection`, in its order, combined by `resultSelector` once all have
    /// one.
    public static func combineLatest<C: Collection>(
        _ collection: C, resultSelector: @escaping ([C.Element.Output]) throws -> Element
    ) -> Observable<Element> where C.Element: Publisher {
        Observable<C.Element.Output>.combineLatest(collection).map(resultSelector)
    }

    /// The values of `a` and `b` paired in order: the first with the first, the second with the second.
    public static func zip<A: Publisher, B: Publisher>(
        _ a: A, _ b: B, resultSelector: @escaping (A.Output, B.Output) throws -> Element
    ) -> Observable<Element> {
        Observable<(A.Output, B.Output)>(a.asObservable().zip(b.asObservable())).map(resultSelector)
    }

    /// The values of `a`, `b` and `c` combined in order.
    public static func zip<A: Publisher, B: Publisher, C: Publisher>(
        _ a: A, _ b: B, _ c: C, resultSelector: @escaping (A.Output, B.Output, C.Output) throws -> Element
    ) -> Observable<Element> {
        Observable<(A.Output, B.Output, C.Output)>(a.asObservable().zip(b.asObservable(), c.asObservable()))
            .map(resultSelector)
    }

    /// The values of `a`, `b`, `c` and `d` combined in order.
    public static func zip<A: Publisher, B: Publisher, C: Publisher, D: Publisher>(
        _ a: A, _ b: B, _ c: C, _ d: D, resultSelector: @escaping (A.Output, B.Output, C.Output, D.Output) throws -> Element
    ) -> Observable<Element> {
        Observable<(A.Output, B.Output, C.Output, D.Output)>(
            a.asObservable().zip(b.asObservable(), c.asObservable(), d.asObservable())
        ).map(resultSelector)
    }
}

extension Observable where Element == Any {
    /// The latest values of `a` and `b` as pairs, once both have one.
    public static func combineLatest<A: Publisher, B: Publisher>(_ a: A, _ b: B) -> Observable<(A.Output, B.Output)> {
        .combineLatest(a, b) { ($0, $1) }
    }

    /// The latest values of `a`, `b` and `c` as triples, once all have one.
    public static func combineLatest<A: Publisher, B: Publisher, C: Publisher>(_ a: A, _ b: B, _ c: C)
    -> Observable<(A.Output, B.Output, C.Output)> {
        .combineLatest(a, b, c) { ($0, $1, $2) }
    }

    /// The latest values of `a`, `b`, `c` and `d` as tuples, once all have one.
    public static func combineLatest<A: Publisher, B: Publisher, C: Publisher, D: Publisher>(_ a: A, _ b: B, _ c: C, _ d: D)
    -> Observable<(A.Output, B.Output, C.Output, D.Output)> {
        .combineLatest(a, b, c, d) { ($0, $1, $2, $3) }
    }

    /// The latest values of five sequences as tuples, once all have one.
    public static func combineLatest<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
    ) -> Observable<(A.Output, B.Output, C.Output, D.Output, E.Output)> {
        .combineLatest(a, b, c, d, e) { ($0, $1, $2, $3, $4) }
    }

    /// The latest values of six sequences as tuples, once all have one.
    public static func combineLatest<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> Observable<(A.Output, B.Output, C.Output, D.Output, E.Output, F.Output)> {
        .combineLatest(a, b, c, d, e, f) { ($0, $1, $2, $3, $4, $5) }
    }

    /// The values of `a` and `b` paired in order.
    public static func zip<A: Publisher, B: Publisher>(_ a: A, _ b: B) -> Observable<(A.Output, B.Output)> {
        .zip(a, b) { ($0, $1) }
    }

    /// The values of `a`, `b` and `c` as triples, in order.
    public static func zip<A: Publisher, B: Publisher, C: Publisher>(_ a: A, _ b: B, _ c: C)
    -> Observable<(A.Output, B.Output, C.Output)> {
        .zip(a, b, c) { ($0, $1, $2) }
    }

    /// The values of `a`, `b`, `c` and `d` as tuples, in order.
    public static func zip<A: Publisher, B: Publisher, C: Publisher, D: Publisher>(_ a: A, _ b: B, _ c: C, _ d: D)
    -> Observable<(A.Output, B.Output, C.Output, D.Output)> {
        .zip(a, b, c, d) { ($0, $1, $2, $3) }
    }
}
