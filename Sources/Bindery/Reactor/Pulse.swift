/// A one-shot value in a reactor's state, such as an alert (ReactorKit's `@Pulse`, issue #122).
///
/// Every assignment counts, even of an equal value, so the same error twice is shown twice; a binding
/// made with `reactor.pulse(\.$alert)` fires once per assignment and never for unrelated state changes.
@propertyWrapper
public struct Pulse<Value> {
    /// The latest value assigned, or the initial one; reading it does not fire the pulse.
    public private(set) var value: Value
    /// How many times a value was assigned since the pulse was made; `pulse(_:)` fires each time it grows.
    public private(set) var assignmentCount = 0

    /// Holds `wrappedValue` without counting it as an assignment.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// The latest value; each assignment fires the pulse.
    public var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            assignmentCount &+= 1
        }
    }

    /// The pulse itself (`state.$alert`), for `reactor.pulse(\.$alert)`.
    public var projectedValue: Pulse<Value> { self }
}

extension Pulse: Equatable where Value: Equatable {}
extension Pulse: Sendable where Value: Sendable {}
