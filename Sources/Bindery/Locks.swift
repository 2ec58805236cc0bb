import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex allocated once and destroyed with its owner; the two flavours below choose its type.
@usableFromInline
class PThreadMutex: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline init(recursive: Bool) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive { pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE)) }
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inlinable @inline(__always) final func lock() { pthread_mutex_lock(mutex) }
    @inlinable @inline(__always) final func unlock() { pthread_mutex_unlock(mutex) }

    @inlinable @inline(__always)
    final func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A small non-recursive mutex for guarding state that never calls out while locked.
@usableFromInline
final class StateLock: PThreadMutex, @unchecked Sendable {
    @usableFromInline init() { super.init(recursive: false) }
}

/// A recursive mutex that serializes calls into a subscriber while allowing re-entrant delivery.
@usableFromInline
final class DeliveryLock: PThreadMutex, @unchecked Sendable {
    @usableFromInline init() { super.init(recursive: true) }
}
