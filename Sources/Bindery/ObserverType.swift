/// Something that accepts values pushed at it: a relay, a binder, a control property.
public protocol ObserverType<Element> {
    /// The type of value it accepts.
    associatedtype Element
    /// Accepts the next value.
    func onNext(_ element: Element)
}
