/// A control's event stream (RxCocoa's `ControlEvent`): never fails, delivered on the UI scheduler.
public struct ControlEvent<Element>: Publisher {
    /// The event's payload: `Void` for a tap, the row for a selection.
    public typealias Output = Element
    /// `Never`: a control's events cannot fail, so binding them needs no error handling.
    public typealias Failure = Never

    private let events: AnyPublisher<Element, Never>

    /// Wraps a stream of events that already arrive on the UI scheduler.
    public init<P: Publisher>(events: P) where P.Output == Element, P.Failure == Never {
        self.events = events.eraseToAnyPublisher()
    }

    /// Subscribes `subscriber` to the events that happen from now on; none is replayed.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        events.receive(subscriber: subscriber)
    }

    /// The same events as a ``Signal``, which shares one subscription among its subscribers.
    public func asSignal() -> Signal<Element> { Signal(events) }
}

/// A control's two-way property (RxCocoa's `ControlProperty`): a stream of the values the user
/// makes, starting with the current one, and an observer that sets the value from code.
public struct ControlProperty<Element>: Publisher, ObserverType {
    /// The property's value, such as a text field's text.
    public typealias Output = Element
    /// `Never`: a control's values cannot fail, so binding them needs no error handling.
    public typealias Failure = Never

    private let values: AnyPublisher<Element, Never>
    private let setter: Binder<Element>

    /// Combines the stream of values with the binder that sets them.
    public init<P: Publisher>(values: P, valueSink: Binder<Element>) where P.Output == Element, P.Failure == Never {
        self.values = values.eraseToAnyPublisher()
        self.setter = valueSink
    }

    /// Subscribes `subscriber` to the values: the current one first, then each one the user makes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        values.receive(subscriber: subscriber)
    }

    /// Sets the property from code, as a binding would; the control sends the page the change.
    public func onNext(_ element: Element) { setter.onNext(element) }

    /// The user's changes only, without the current value first.
    public var changed: ControlEvent<Element> { ControlEvent(events: values.dropFirst()) }
}
