import Foundation
import Testing

/// Collects weak references to objects that must be gone when a tracked scope ends.
public final class LeakTracker: @unchecked Sendable {
    // @unchecked Sendable: `entries` is only touched under `lock`.

    /// The tracker of the innermost `withLeakTracking` scope (or `.checksForLeaks` test), if any.
    @TaskLocal public static var current: LeakTracker?

    /// One thing that must be over when the scope ends: an object gone, or a publisher with no subscribers.
    private struct Entry {
        /// Whether the thing is still there (the object alive, the publisher still observed).
        let survives: () -> Bool
        /// What a leak report says, e.g. "FindNumberViewModel was not deallocated".
        let leakDescription: String
        let sourceLocation: SourceLocation
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// Creates a tracker with nothing registered; `withLeakTracking` makes one per scope.
    public init() {}

    /// Registers `object`, held weakly; `sourceLocation` is where a leak will be reported.
    public func track(_ object: AnyObject, sourceLocation: SourceLocation) {
        let typeName = String(reflecting: type(of: object))
        let entry = Entry(survives: { [weak object] in object != nil },
                          leakDescription: "\(typeName) was not deallocated",
                          sourceLocation: sourceLocation)
        lock.withLock { entries.append(entry) }
    }

    /// Registers `publisher`, held strongly, which must have no subscribers left when the scope ends.
    ///
    /// A view model's chains hold themselves, not the view model, so an uncancelled subscription to an
    /// input relay outlives a released view model unseen by `track(_:)`; this catches it.
    public func trackObservers(of publisher: some ObserverCounting, sourceLocation: SourceLocation) {
        let typeName = String(reflecting: type(of: publisher))
        let entry = Entry(survives: { publisher.hasObservers },
                          leakDescription: "\(typeName) still has subscribers",
                          sourceLocation: sourceLocation)
        lock.withLock { entries.append(entry) }
    }

    /// The tracked things still there, as (what the report says, registration site).
    public var survivors: [(leakDescription: String, sourceLocation: SourceLocation)] {
        lock.withLock { entries.filter { $0.survives() }.map { ($0.leakDescription, $0.sourceLocation) } }
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
                "Leak: \(survivor.leakDescription) when the test ended",
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

/// Registers each publisher with the current leak tracker: the test fails if any still has subscribers when it ends.
public func trackObservers(of publishers: any ObserverCounting..., sourceLocation: SourceLocation = #_sourceLocation) {
    guard let tracker = LeakTracker.current else {
        Issue.record(
            "trackObservers(of:) needs a leak-tracking scope: add `.checksForLeaks` to the test or suite",
            sourceLocation: sourceLocation
        )
        return
    }
    for publisher in publishers { tracker.trackObservers(of: publisher, sourceLocation: sourceLocation) }
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
