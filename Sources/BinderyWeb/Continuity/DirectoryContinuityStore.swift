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
///
/// At most `maxOpenFiles` records are held open, those written most recently: an idle tab costs no descriptor
/// (a process may hold only `ulimit -n` of them, and each tab's socket holds one already).
public final class DirectoryContinuityStore: ContinuityStore, @unchecked Sendable {
    /// The directory the records are in.
    public let directory: URL
    /// `directory`'s path, which a record's file name is appended to as text: a `URL` appending a component cost each
    /// rebuild of an idle tab 25,000 instructions.
    private let directoryPath: String
    /// The most record files held open at once.
    public var maxOpenFiles: Int { files.capacity }
    fileprivate let files: OpenRecordFiles
    private let reportOnce = ReportOnce()

    /// A store in `directory`, created (owner-only) if missing, holding at most `maxOpenFiles` records open.
    public init(directory: URL, maxOpenFiles: Int = 1024) throws {
        self.directory = directory
        self.directoryPath = directory.path.hasSuffix("/") ? String(directory.path.dropLast()) : directory.path
        self.files = OpenRecordFiles(capacity: maxOpenFiles)
        try JournalFiles.createPrivateDirectory(at: directory)
    }

    /// How many record files are open now (tests, diagnostics).
    public var openFiles: Int { files.count }

    public func open(token: String, header: JournalHeader?) -> (any ContinuityAppender)? {
        guard let path = file(of: token) else { return nil }
        let appender = FileAppender(token: token, store: self)
        if let header {
            // The record starts (or starts over) with its header: the file is created, or emptied.
            guard files.append(Array((Journal.line(header) + "\n").utf8), to: appender,
                               flags: O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC) else {
                report("cannot write \(path) (errno \(errno)); tabs are not kept across restarts")
                return nil
            }
        } else {
            guard access(path, W_OK) == 0 else { return nil }
        }
        return appender
    }

    public func record(token: String) -> String? {
        file(of: token).flatMap(contentsOfFile)
    }

    public func remove(token: String) {
        guard let path = file(of: token) else { return }
        unlink(path)
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

    /// The path of the file of the record of `token`; nil for a token no session could have (so no name reaches
    /// the disk that a page made up: no `..`, no `/`).
    private func file(of token: String) -> String? {
        guard SessionToken.isWellFormed(token) else { return nil }
        return file(ofWellFormed: token)
    }

    /// The path of the file of the record of `token`, a token `file(of:)` took.
    fileprivate func file(ofWellFormed token: String) -> String {
        directoryPath + "/" + token + "." + Self.fileExtension
    }

    private static let fileExtension = "jsonl"

    /// Writes one line to stderr the first time the store fails, not once per event.
    fileprivate func report(_ problem: String) {
        reportOnce.run { FileHandle.standardError.write(Data("BinderyWeb: continuity store \(directory.path): \(problem)\n".utf8)) }
    }
}

/// The text of the file at `path`, read with the system's calls; nil when it cannot be read or is not UTF-8.
/// (`String(contentsOf:)` made a `URL` of the path and read through `Data`: 14,000 instructions a rebuild.)
private func contentsOfFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    // One byte more than the file holds now, so that the read that finds its end needs no second buffer.
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
    var filled = 0
    while true {
        if filled == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }  // it grew meanwhile
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
        if count < 0, errno == EINTR { continue }
        guard count >= 0 else { return nil }
        if count == 0 { break }
        filled += count
    }
    return String(validating: bytes[..<filled], as: UTF8.self)
}

/// A record being written: each `append` is one `write` of whole lines at the file's end, through the store's
/// open files (which hold the descriptor while the tab keeps writing, and close it when it idles).
///
/// It keeps the session's token and its store, not the file's path: the path is made only when the file is opened
/// again (≈ 150 bytes a tab less, and no closure to report through).
private final class FileAppender: ContinuityAppender, RecordFile, @unchecked Sendable {
    // @unchecked Sendable: `isClosed` is only touched under `lock`; `files` serializes the writes.
    /// A futex word inline, not an `NSLock` (an object and a separately allocated mutex, ≈ 100 bytes a tab).
    private let lock = StateLock()
    private var isClosed = false
    private let token: String
    private let store: DirectoryContinuityStore
    private let files: OpenRecordFiles

    /// The appender of the record of `token` (a token `file(of:)` took) in `store`.
    init(token: String, store: DirectoryContinuityStore) {
        self.token = token
        self.store = store
        self.files = store.files
    }

    /// The record's file, made when it is opened (again).
    var path: String { store.file(ofWellFormed: token) }

    func append(_ bytes: [UInt8]) {
        lock.withLock {
            guard !isClosed else { return }
            if !files.append(bytes, to: self) { store.report("a write failed (errno \(errno)); the record may miss events") }
        }
    }

    func close() {
        lock.withLock {
            guard !isClosed else { return }
            isClosed = true
            files.close(self)
        }
    }

    deinit { files.close(self) }
}

/// Runs its work the first time only.
final class ReportOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false

    func run(_ work: () -> Void) {
        guard lock.withLock({ defer { done = true }; return !done }) else { return }
        work()
    }
}
