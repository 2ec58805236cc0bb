/// One event of a sequence, as RxSwift names it: a value, or the error or completion that ends it.
///
/// Combine's `Subscribers.Completion` is the same end, typed; an `Event`'s error is untyped (`any Error`).
public enum Event<Element> {
    /// The next value.
    case next(Element)
    /// The sequence failed; nothing follows.
    case error(any Error)
    /// The sequence finished; nothing follows.
    case completed

    /// The value of a `.next` event, else nil.
    public var element: Element? {
        if case let .next(element) = self { element } else { nil }
    }

    /// The error of an `.error` event, else nil.
    public var error: (any Error)? {
        if case let .error(error) = self { error } else { nil }
    }

    /// Whether this is `.completed`.
    public var isCompleted: Bool {
        if case .completed = self { true } else { false }
    }

    /// Whether this event ends the sequence (`.error` or `.completed`).
    public var isStopEvent: Bool { element == nil }

    /// The event for a Combine completion.
    @usableFromInline init<Failure>(_ completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: self = .completed
        case let .failure(error): self = .error(error)
        }
    }
}

extension Event: CustomDebugStringConvertible {
    /// `next(1)`, `error(…)` or `completed`, as RxSwift prints events.
    public var debugDescription: String {
        switch self {
        case let .next(element): "next(\(element))"
        case let .error(error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

extension Event: Equatable where Element: Equatable {
    /// Equal when kind and value match; errors compare by `String(reflecting:)`.
    public static func == (lhs: Event, rhs: Event) -> Bool {
        switch (lhs, rhs) {
        case let (.next(left), .next(right)): left == right
        case let (.error(left), .error(right)): String(reflecting: left) == String(reflecting: right)
        case (.completed, .completed): true
        default: false
        }
    }
}
