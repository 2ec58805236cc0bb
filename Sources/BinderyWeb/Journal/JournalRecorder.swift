import Foundation

/// Records one session into a journal, at most `maxBytes` of it: kept in memory, or, when given a file, written
/// there line by line instead (so a server that dies leaves the journal up to its last event, and a long session
/// holds no copy of it in memory).
///
/// The session calls it on its UI thread; services call it from their threads; a lock keeps the lines in order.
public final class JournalRecorder: @unchecked Sendable {
    /// The most bytes of JSON lines one session's journal holds by default (`WebConfiguration.maxJournalBytes`):
    /// about two hundred sign-ins' worth of screens and events.
    public static let defaultMaxBytes = 4 * 1024 * 1024

    /// The journal's first line.
    public let header: JournalHeader
    /// The most bytes of lines (the header's included) the journal holds; the event that would pass it is replaced
    /// by one short `limitReached` line, and nothing after it is recorded.
    public let maxBytes: Int
    private let elapsedMilliseconds: @Sendable () -> Int
    /// Told once, when the journal reaches `maxBytes` (a server logs it).
    private let onLimitReached: (@Sendable (_ maxBytes: Int) -> Void)?
    private let lock = NSLock()
    private var entries: [JournalEntry] = []
    /// Where the lines go, if to a file; `fileURL` names it.
    private var file: FileHandle?
    private let fileURL: URL?
    /// Bytes of lines so far (under `lock`).
    private var bytes = 0
    /// Whether the limit was reached (under `lock`).
    private var isFull = false

    /// A recorder whose lines are stamped with `elapsedMilliseconds` (since the session began); with `file`, the
    /// header and each line are appended to that file (created, or emptied, readable by its owner only) and not
    /// kept in memory.
    public init(header: JournalHeader, file: URL? = nil, maxBytes: Int = JournalRecorder.defaultMaxBytes,
                onLimitReached: (@Sendable (_ maxBytes: Int) -> Void)? = nil,
                elapsedMilliseconds: @escaping @Sendable () -> Int) throws {
        self.header = header
        self.maxBytes = maxBytes
        self.onLimitReached = onLimitReached
        self.elapsedMilliseconds = elapsedMilliseconds
        self.fileURL = file
        let line = Data((Journal.line(header) + "\n").utf8)
        bytes = line.count
        if let file {
            let handle = try JournalFiles.createPrivateFile(at: file)
            handle.write(line)
            self.file = handle
        }
    }

    /// A recorder on the wall clock from now, writing to a new file in `directory` (created, owner-only, if
    /// missing) named by the time, the app and `name` (`20261123-200102-bank-1a2b3c4d.jsonl`); reaching
    /// `maxBytes` writes one line naming the file to stderr.
    public static func live(header: JournalHeader, directory: URL, name: String,
                            maxBytes: Int = JournalRecorder.defaultMaxBytes) throws -> JournalRecorder {
        try JournalFiles.createPrivateDirectory(at: directory)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let app = header.app.split(separator: "/").first.map(String.init) ?? "home"
        let file = directory.appendingPathComponent("\(formatter.string(from: header.started))-\(app)-\(name).jsonl")
        let started = header.started
        let path = file.path
        return try JournalRecorder(header: header, file: file, maxBytes: maxBytes, onLimitReached: { limit in
            FileHandle.standardError.write(Data(
                "BinderyWeb: the journal \(path) reached its limit of \(limit) bytes; the rest of its session is not recorded.\n".utf8))
        }) {
            Int((Date().timeIntervalSince(started) * 1000).rounded())
        }
    }

    /// The journal recorded so far: read back from its file when it has one (header only if that cannot be read).
    public var journal: Journal {
        if let fileURL {
            return (try? Journal(contentsOf: fileURL)) ?? Journal(header: header)
        }
        return lock.withLock { Journal(header: header, entries: entries) }
    }

    /// Milliseconds since the session began, now.
    public var elapsedNow: Int { elapsedMilliseconds() }

    /// Appends `event`, stamped `milliseconds` since the session began (now when nil): a service's answer is
    /// stamped with the time its request was made, and written when it arrives. Past `maxBytes`, nothing is.
    public func record(_ event: JournalEntry.Event, at milliseconds: Int? = nil) {
        let reached: Bool = lock.withLock {
            guard !isFull else { return false }
            var entry = JournalEntry(milliseconds: milliseconds ?? elapsedMilliseconds(), event)
            var line = Data((Journal.line(entry) + "\n").utf8)
            if bytes + line.count > maxBytes {
                isFull = true
                entry = JournalEntry(milliseconds: entry.milliseconds, .limitReached(bytes: maxBytes))
                line = Data((Journal.line(entry) + "\n").utf8)
            }
            bytes += line.count
            if let file { file.write(line) } else if fileURL == nil { entries.append(entry) }
            return isFull
        }
        if reached { onLimitReached?(maxBytes) }
    }

    /// Closes the file (the session ended); later events are dropped.
    public func close() {
        lock.withLock {
            try? file?.close()
            file = nil
        }
    }
}
