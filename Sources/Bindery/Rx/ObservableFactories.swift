import Foundation

// RxSwift's ways to make a sequence from values.

extension Observable {
    /// One value, then completion.
    public static func just(_ element: Element) -> Observable<Element> { Observable(Just(element)) }

    /// Completion at once, no values.
    public static func empty() -> Observable<Element> { Observable(Empty<Element, Never>()) }

    /// Nothing, ever: no value, no end.
    public static func never() -> Observable<Element> { Observable(Empty<Element, Never>(completeImmediately: false)) }

    /// Failure at once with `error`.
    public static func error(_ error: any Error) -> Observable<Element> { Observable(Fail<Element, any Error>(error: error)) }

    /// The given values in order, then completion.
    public static func of(_ elements: Element...) -> Observable<Element> { from(elements) }

    /// The values of `sequence` in order, then completion.
    public static func from<S: Sequence>(_ sequence: S) -> Observable<Element> where S.Element == Element {
        Observable(Publishers.Sequence<[Element], Never>(sequence: Array(sequence)))
    }

    /// The value of `optional` if there is one, then completion.
    public static func from(optional: Element?) -> Observable<Element> { from(optional.map { [$0] } ?? []) }

    /// A sequence made anew by `factory` for each subscriber; a thrown error fails that subscriber's run.
    public static func deferred(_ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Observable(Deferred { () -> Observable<Element> in
            do { return try factory() } catch { return .error(error) }
        })
    }
}
