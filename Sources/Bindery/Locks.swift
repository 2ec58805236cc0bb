import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A small non-recursive mutex for guarding state that never calls out while locked.
///
/// Stored inline in its owner (`let lock = StateLock()`): the standard library's `Mutex` (a futex word on Linux,
/// `os_unfair_lock` on Apple platforms), so making one allocates nothing. Lock and unlock on the same thread.
/// Visible to the package's other modules (`package`): BinderyWeb keeps its per-tab state under it too, where an
/// `NSLock` (an object and a separately allocated pthread mutex) cost about 100 bytes a lock.
@usableFromInline
package struct StateLock: ~Copyable, @unchecked Sendable {
    @usableFromInline let mutex = Mutex<Void>(())

    /// A new, unlocked mutex.
    @inlinable package init() {}

    @inlinable @inline(__always) package borrowing func lock() { mutex._unsafeLock() }
    @inlinable @inline(__always) package borrowing func unlock() { mutex._unsafeUnlock() }

    @inlinable @inline(__always)
    package borrowing func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }

    /// What `slot` holds, leaving nil in its place, both under the lock: how a subscription's `cancel` takes its
    /// upstream, to cancel it once unlocked (never calling out while locked).
    @inlinable @inline(__always)
    package borrowing func take<Value>(_ slot: inout Value?) -> Value? {
        lock()
        defer { unlock() }
        let value = slot
        slot = nil
        return value
    }
}

/// A recursive mutex that serializes calls into a subscriber while allowing re-entrant delivery, stored inline in
/// its owner like ``StateLock``: the thread that holds it may take it again (a subscriber that sends to the relay
/// it is subscribed to).
@usableFromInline
struct DeliveryLock: ~Copyable, @unchecked Sendable {
    @usableFromInline let mutex = Mutex<Void>(())
    /// The holding thread, or 0. Only the holder stores its own id, so a thread that reads its id here holds the lock.
    @usableFromInline let owner = Atomic<UInt>(0)
    /// How many times the holder has taken the lock; read and written only by the holder.
    @usableFromInline let depth = Atomic<Int>(0)

    /// A new, unlocked recursive mutex.
    @inlinable init() {}

    @inlinable @inline(__always) static var currentThread: UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #else
        UInt(pthread_self())
        #endif
    }

    @inlinable borrowing func lock() {
        let me = Self.currentThread
        if owner.load(ordering: .relaxed) == me {
            depth.store(depth.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
            return
        }
        mutex._unsafeLock()
        owner.store(me, ordering: .relaxed)
        depth.store(1, ordering: .relaxed)
    }

    @inlinable borrowing func unlock() {
        let remaining = depth.load(ordering: .relaxed) &- 1
        depth.store(remaining, ordering: .relaxed)
        guard remaining == 0 else { return }
        owner.store(0, ordering: .relaxed)
        mutex._unsafeUnlock()
    }
}
