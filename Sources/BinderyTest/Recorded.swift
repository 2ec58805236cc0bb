/// One event a `TestRecorder` saw, stamped with its virtual time in milliseconds since the recorder's start.
public enum Recorded<Value> {
    /// A value, and the virtual milliseconds since the recording started at which it was delivered.
    case next(Int, Value)
    /// A normal completion, and the virtual milliseconds since the recording started at which it came.
    case finished(Int)
    /// A failure, and the virtual milliseconds since the recording started at which it came.
    case failure(Int, any Error)

    /// The event's virtual time in milliseconds since the recorder's start.
    public var time: Int {
        switch self {
        case let .next(time, _), let .finished(time), let .failure(time, _): time
        }
    }

    /// The value, if this is a `.next` event.
    public var value: Value? {
        if case let .next(_, value) = self { value } else { nil }
    }
}

extension Recorded: Equatable where Value: Equatable {
    /// Equal when kind, time and value match; failures compare by `String(reflecting:)` of their errors.
    public static func == (lhs: Recorded, rhs: Recorded) -> Bool {
        switch (lhs, rhs) {
        case let (.next(lhsTime, lhsValue), .next(rhsTime, rhsValue)):
            lhsTime == rhsTime && lhsValue == rhsValue
        case let (.finished(lhsTime), .finished(rhsTime)):
            lhsTime == rhsTime
        case let (.failure(lhsTime, lhsError), .failure(rhsTime, rhsError)):
            lhsTime == rhsTime && String(reflecting: lhsError) == String(reflecting: rhsError)
        default:
            false
        }
    }
}

extension Recorded: Sendable where Value: Sendable {}
