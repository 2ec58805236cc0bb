import Foundation
import Testing

/// Collects weak references to objects that must be gone when a tracked scope ends.
public final class LeakTracker: @unchecked Sendable {
    // @unchecked Sendable: `entries` is only touched under `lock`.

    /// The tracker of the innermost `withLeakTracking` scope (or `.checksForLeaks` test), if any.
    @TaskLocal public static var current: LeakTracker?

    private struct Entry {
        weak var object: AnyObject?
        let typeName: String
        let sourceLocation: SourceLocation
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// Creates an empty tracker.
    public init() {}

    /// Registers `object`, held weakly; `sourceLocation` is where a leak will be reported.
    public func track(_ object: AnyObject, sourceLocation: SourceLocation) {
        let entry = Entry(object: object, typeName: String(reflecting: type(of: object)), sourceLocation: sourceLocation)
        lock.withLock { entries.append(entry) }
    }

    /// The tracked objects that are still alive, as (type name, registration site).
    public var survivors: [(typeName: String, sourceLocation: SourceLocation)] {
        lock.withLock { entries.filter { $0.object != nil }.map { ($0.typeName, $0.sourceLocation) } }
    }

    /// Records one Issue per tracked object still alive, after giving deallocations on other threads a short grace.
    ///
    /// Objects released on another thread (a URLSession callback, a dispatch queue) can outlive the
    /// scope by a moment, so a survivor is re-checked for up to `grace` before it counts as a leak.
    public func verify(grace: Duration = .milliseconds(500)) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: grace)
        while !survivors.isEmpty, clock.now < deadline {
            try? await clock.sleep(for: .milliseconds(5))
        }
        for survivor in survivors {
            Issue.record(
                "Leak: \(survivor.typeName) was not deallocated when the test ended",
                sourceLocation: survivor.sourceLocation
            )
        }
    }
}

/// Runs `body` with a fresh `LeakTracker`; when it returns or throws, every object it tracked must be deallocated.
///
/// The body's result is held until the check, so a body must not return an object it tracks.
@discardableResult
public func withLeakTracking<R, E: Error>(
    grace: Duration = .milliseconds(500),
    _ body: () async throws(E) -> R
) async throws(E) -> R {
    let tracker = LeakTracker()
    let result: Result<R, E> = await LeakTracker.$current.withValue(tracker) {
        do throws(E) { return .success(try await body()) } catch { return .failure(error) }
    }
    await tracker.verify(grace: grace)
    return try result.get()
}

/// Registers `object` with the current leak tracker so the test fails if it outlives the test; returns `object`.
@discardableResult
public func trackForLeaks<T: AnyObject>(_ object: T, sourceLocation: SourceLocation = #_sourceLocation) -> T {
    if let tracker = LeakTracker.current {
        tracker.track(object, sourceLocation: sourceLocation)
    } else {
        Issue.record(
            "trackForLeaks(\(T.self)) needs a leak-tracking scope: add `.checksForLeaks` to the test or suite",
            sourceLocation: sourceLocation
        )
    }
    return object
}

/// Expects the object that `make` returns to be deallocated as soon as `make`'s caller lets go of it.
public func expectReleased<T: AnyObject>(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ make: () throws -> T
) rethrows {
    weak var object: T?
    object = try make()
    if object != nil {
        Issue.record("Leak: \(T.self) was not deallocated", sourceLocation: sourceLocation)
    }
}
