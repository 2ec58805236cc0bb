/// A control's event stream (RxCocoa's `ControlEvent`): never fails, delivered on the UI scheduler.
public struct ControlEvent<Element>: Publisher {
    /// The event's payload.
    public typealias Output = Element
    /// A control event never fails.
    public typealias Failure = Never

    private let events: AnyPublisher<Element, Never>

    /// Wraps a stream of events that already arrive on the UI scheduler.
    public init<P: Publisher>(events: P) where P.Output == Element, P.Failure == Never {
        self.events = events.eraseToAnyPublisher()
    }

    /// Attaches a subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        events.receive(subscriber: subscriber)
    }

    /// This event stream as a signal.
    public func asSignal() -> Signal<Element> { Signal(events) }
}

/// A control's two-way property (RxCocoa's `ControlProperty`): a stream of the values the user
/// makes, starting with the current one, and an observer that sets the value from code.
public struct ControlProperty<Element>: Publisher, ObserverType {
    /// The property's value.
    public typealias Output = Element
    /// A control property never fails.
    public typealias Failure = Never

    private let values: AnyPublisher<Element, Never>
    private let setter: Binder<Element>

    /// Combines the stream of values with the binder that sets them.
    public init<P: Publisher>(values: P, valueSink: Binder<Element>) where P.Output == Element, P.Failure == Never {
        self.values = values.eraseToAnyPublisher()
        self.setter = valueSink
    }

    /// Attaches a subscriber to the values.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        values.receive(subscriber: subscriber)
    }

    /// Sets the property from code.
    public func onNext(_ element: Element) { setter.onNext(element) }

    /// The user's changes only, without the current value first.
    public var changed: ControlEvent<Element> { ControlEvent(events: values.dropFirst()) }
}
