import Bindery
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The record files a `DirectoryContinuityStore` holds open, at most `capacity` at once, the least recently written
/// closed first: a tab that keeps writing finds its file open (one `write` per event), and an idle tab holds no
/// descriptor, so continuity does not halve the tabs a process's descriptor limit lets in.
///
/// Every write happens under the lock, so no descriptor is closed while another thread writes through it.
final class OpenRecordFiles: @unchecked Sendable {
    // @unchecked Sendable: `open` and `clock` are only touched under `lock`.
    /// An open file; a class, so marking its write changes no dictionary (which copied its storage at every event).
    private final class Entry {
        let descriptor: Int32
        var lastWrite: UInt64

        init(descriptor: Int32, lastWrite: UInt64) {
            self.descriptor = descriptor
            self.lastWrite = lastWrite
        }
    }

    /// The most descriptors held at once.
    let capacity: Int
    private let lock = StateLock()
    private var open: [ObjectIdentifier: Entry] = [:]
    private var clock: UInt64 = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Appends `bytes` to `record`'s file, opening it (with `flags` the first time: created or emptied) when it is
    /// not held open; false when it cannot be opened or the write fell short. The record's path is asked only then.
    func append(_ bytes: [UInt8], to record: some RecordFile, flags: Int32 = O_WRONLY | O_APPEND | O_CLOEXEC) -> Bool {
        lock.withLock {
            clock &+= 1
            let key = ObjectIdentifier(record)
            let descriptor: Int32
            if let entry = open[key] {
                descriptor = entry.descriptor
                entry.lastWrite = clock
            } else {
                if open.count >= capacity { closeLeastRecentlyWritten() }
                descriptor = openDescriptor(record.path, flags, JournalFiles.filePermissions)
                guard descriptor >= 0 else { return false }
                open[key] = Entry(descriptor: descriptor, lastWrite: clock)
            }
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            return written == bytes.count
        }
    }

    /// Closes `record`'s file if it is held open.
    func close(_ record: AnyObject) {
        lock.withLock {
            if let entry = open.removeValue(forKey: ObjectIdentifier(record)) { closeDescriptor(entry.descriptor) }
        }
    }

    /// How many files are held open (tests).
    var count: Int { lock.withLock { open.count } }

    /// Closes the oldest eighth of the held files, so a full table is not scanned again at the very next open.
    private func closeLeastRecentlyWritten() {
        let oldest = open.sorted { $0.value.lastWrite < $1.value.lastWrite }.prefix(max(1, capacity / 8))
        for (key, entry) in oldest {
            closeDescriptor(entry.descriptor)
            open[key] = nil
        }
    }
}

/// The system's `open` and `close`, under names the types' own methods do not hide.
private func openDescriptor(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

/// A record `OpenRecordFiles` writes: an object (its identity keys the open descriptor) with the path of its file,
/// which is made only when the file is opened, so a record need not keep it.
protocol RecordFile: AnyObject {
    /// The path of the record's file.
    var path: String { get }
}
