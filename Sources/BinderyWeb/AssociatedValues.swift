import Foundation

/// A value kept for an object without a stored property of its own, as Objective-C's associated objects are (which
/// Linux lacks): a view's reactor, a table's data source. Each entry holds its object weakly and its value strongly;
/// entries of objects that are gone are dropped whenever another is set, so a value lives at most until then.
public final class AssociatedValues<Value>: @unchecked Sendable {
    private struct Entry {
        weak var object: AnyObject?
        var value: Value
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// An empty table.
    public init() {}

    /// The value kept for `object`, if any.
    public func value(for object: AnyObject) -> Value? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
            return entry.value
        }
    }

    /// Keeps `value` for `object` (nil forgets it).
    public func setValue(_ value: Value?, for object: AnyObject) {
        lock.withLock {
            entries = entries.filter { $0.value.object != nil }
            entries[ObjectIdentifier(object)] = value.map { Entry(object: object, value: $0) }
        }
    }
}
