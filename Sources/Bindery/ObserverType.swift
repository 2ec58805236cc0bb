/// Something that accepts values pushed at it: a relay, a binder, a control property, a subject.
public protocol ObserverType<Element> {
    /// The type of value it accepts.
    associatedtype Element
    /// Accepts the next value.
    func onNext(_ element: Element)
    /// Accepts an event (RxSwift's `on(_:)`). The default hands a value to `onNext` and ignores the end of a
    /// sequence, because relays and binders never end; subjects end on `.error` and `.completed`.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Hands `.next` to `onNext`; an error or completion is ignored (relays and binders never end).
    public func on(_ event: Event<Element>) {
        if case let .next(element) = event { onNext(element) }
    }

    /// Sends `.error(error)`: a subject ends with it; relays and binders ignore it.
    public func onError(_ error: any Error) { on(.error(error)) }

    /// Sends `.completed`: a subject ends; relays and binders ignore it.
    public func onCompleted() { on(.completed) }
}
