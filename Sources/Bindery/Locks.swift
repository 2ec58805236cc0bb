import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex stored in the same heap block as its object (a `ManagedBuffer`'s tail), so a lock costs one
/// allocation, not two; the two flavours below choose its type. Make one with `make()`.
@usableFromInline
class PThreadMutex: ManagedBuffer<Void, pthread_mutex_t>, @unchecked Sendable {
    /// Initializes the mutex in `buffer`'s tail.
    @usableFromInline static func initializeMutex(in buffer: ManagedBuffer<Void, pthread_mutex_t>, recursive: Bool) {
        buffer.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            if recursive { pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE)) }
            pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
        }
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in
            pthread_mutex_destroy(mutex)
            _ = mutex.deinitialize(count: 1)
        }
    }

    @inlinable @inline(__always) final func lock() { withUnsafeMutablePointerToElements { _ = pthread_mutex_lock($0) } }
    @inlinable @inline(__always) final func unlock() { withUnsafeMutablePointerToElements { _ = pthread_mutex_unlock($0) } }

    @inlinable @inline(__always)
    final func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A small non-recursive mutex for guarding state that never calls out while locked.
@usableFromInline
final class StateLock: PThreadMutex, @unchecked Sendable {
    /// A new, unlocked mutex.
    @usableFromInline static func make() -> StateLock {
        let lock = unsafeDowncast(create(minimumCapacity: 1) { _ in }, to: StateLock.self)
        initializeMutex(in: lock, recursive: false)
        return lock
    }
}

/// A recursive mutex that serializes calls into a subscriber while allowing re-entrant delivery.
@usableFromInline
final class DeliveryLock: PThreadMutex, @unchecked Sendable {
    /// A new, unlocked recursive mutex.
    @usableFromInline static func make() -> DeliveryLock {
        let lock = unsafeDowncast(create(minimumCapacity: 1) { _ in }, to: DeliveryLock.self)
        initializeMutex(in: lock, recursive: true)
        return lock
    }
}
