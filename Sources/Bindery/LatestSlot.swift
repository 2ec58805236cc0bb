/// A mutable cell that may be empty, without `Optional`: generic code that runs unspecialized (as
/// operators do when another library's operator calls them) reads and writes it with the value's
/// own witnesses and no `Optional<Value>` metadata lookup per event.
@usableFromInline
final class LatestSlot<Value> {
    @usableFromInline let storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    /// Whether a value has been stored.
    @exclusivity(unchecked) @usableFromInline var hasValue = false

    @inlinable init() {}

    /// Stores `value`, replacing any previous one.
    @inlinable func set(_ value: Value) {
        if hasValue { storage.pointee = value } else { storage.initialize(to: value); hasValue = true }
    }

    /// The stored value; only valid when `hasValue`.
    @inlinable var value: Value { storage.pointee }

    /// Empties the cell.
    @inlinable func clear() {
        if hasValue { storage.deinitialize(count: 1); hasValue = false }
    }

    deinit {
        if hasValue { storage.deinitialize(count: 1) }
        storage.deallocate()
    }
}
