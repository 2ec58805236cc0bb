import Bindery
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Continuity records as files in one directory (its owner's only, as journals are): `<token>.jsonl`, appended to
/// with one `write` per event, so a process killed at any moment leaves every line it handled (the kernel holds
/// what was written; only a crash of the machine itself can lose the last lines). One server, or several sharing a
/// directory on one machine.
public final class DirectoryContinuityStore: ContinuityStore, @unchecked Sendable {
    /// The directory the records are in.
    public let directory: URL
    private let reportOnce = ReportOnce()

    /// A store in `directory`, created (owner-only) if missing.
    public init(directory: URL) throws {
        self.directory = directory
        try JournalFiles.createPrivateDirectory(at: directory)
    }

    public func open(token: String, header: JournalHeader?) -> (any ContinuityAppender)? {
        guard let url = file(of: token) else { return nil }
        let flags = header == nil ? O_WRONLY | O_APPEND | O_CLOEXEC : O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC
        let descriptor = openDescriptor(url.path, flags, JournalFiles.filePermissions)
        guard descriptor >= 0 else {
            if header != nil { report("cannot write \(url.path) (errno \(errno)); tabs are not kept across restarts") }
            return nil
        }
        let appender = FileAppender(descriptor: descriptor, report: { [weak self] in self?.report($0) })
        if let header { appender.append(Array((Journal.line(header) + "\n").utf8)) }
        return appender
    }

    public func record(token: String) -> String? {
        guard let url = file(of: token) else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }

    public func remove(token: String) {
        guard let url = file(of: token) else { return }
        unlink(url.path)
    }

    @discardableResult
    public func removeRecords(writtenBefore date: Date) -> Int {
        let keys: [URLResourceKey] = [.contentModificationDateKey]
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)) ?? []
        var removed = 0
        for file in files where file.pathExtension == Self.fileExtension {
            guard let written = try? file.resourceValues(forKeys: Set(keys)).contentModificationDate, written < date else { continue }
            if unlink(file.path) == 0 { removed += 1 }
        }
        return removed
    }

    /// The file of the record of `token`; nil for a token no session could have (so no name reaches the disk
    /// that a page made up: no `..`, no `/`).
    private func file(of token: String) -> URL? {
        guard SessionToken.isWellFormed(token) else { return nil }
        return directory.appendingPathComponent("\(token).\(Self.fileExtension)")
    }

    private static let fileExtension = "jsonl"

    /// Writes one line to stderr the first time the store fails, not once per event.
    private func report(_ problem: String) {
        reportOnce.run { FileHandle.standardError.write(Data("BinderyWeb: continuity store \(directory.path): \(problem)\n".utf8)) }
    }
}

/// An open record file: each `append` is one `write` of whole lines at the file's end.
private final class FileAppender: ContinuityAppender, @unchecked Sendable {
    /// A futex word inline, not an `NSLock` (an object and a separately allocated mutex, ≈ 100 bytes a tab).
    private let lock = StateLock()
    private var descriptor: Int32
    private let report: (String) -> Void

    init(descriptor: Int32, report: @escaping (String) -> Void) {
        self.descriptor = descriptor
        self.report = report
    }

    func append(_ bytes: [UInt8]) {
        lock.withLock {
            guard descriptor >= 0 else { return }
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written != bytes.count { report("a write failed (errno \(errno)); the record may miss events") }
        }
    }

    func close() {
        lock.withLock {
            guard descriptor >= 0 else { return }
            closeDescriptor(descriptor)
            descriptor = -1
        }
    }

    deinit { close() }
}

/// The system's `open` and `close`, under names the store's own methods do not hide.
private func openDescriptor(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

/// Runs its work the first time only.
final class ReportOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false

    func run(_ work: () -> Void) {
        guard lock.withLock({ defer { done = true }; return !done }) else { return }
        work()
    }
}
