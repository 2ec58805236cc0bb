import Foundation

/// Records one session into a journal: kept in memory, and written line by line to a file when given one (so a
/// server that dies leaves the journal up to its last event).
///
/// The session calls it on its UI thread; services call it from their threads; a lock keeps the lines in order.
public final class JournalRecorder: @unchecked Sendable {
    /// The journal's first line.
    public let header: JournalHeader
    private let elapsedMilliseconds: @Sendable () -> Int
    private let lock = NSLock()
    private var entries: [JournalEntry] = []
    private var file: FileHandle?

    /// A recorder whose lines are stamped with `elapsedMilliseconds` (since the session began); with `file`, the
    /// header and each line are also appended to that file (created, or replaced).
    public init(header: JournalHeader, file: URL? = nil, elapsedMilliseconds: @escaping @Sendable () -> Int) throws {
        self.header = header
        self.elapsedMilliseconds = elapsedMilliseconds
        if let file {
            try Data((Journal.line(header) + "\n").utf8).write(to: file)
            self.file = try FileHandle(forWritingTo: file)
            self.file?.seekToEndOfFile()
        }
    }

    /// A recorder on the wall clock from now, writing to a new file in `directory` named by the time, the app and
    /// `name` (`20261123-200102-bank-1a2b3c4d.jsonl`).
    public static func live(header: JournalHeader, directory: URL, name: String) throws -> JournalRecorder {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let app = header.app.split(separator: "/").first.map(String.init) ?? "home"
        let file = directory.appendingPathComponent("\(formatter.string(from: header.started))-\(app)-\(name).jsonl")
        let started = header.started
        return try JournalRecorder(header: header, file: file) {
            Int((Date().timeIntervalSince(started) * 1000).rounded())
        }
    }

    /// The journal recorded so far.
    public var journal: Journal { lock.withLock { Journal(header: header, entries: entries) } }

    /// Milliseconds since the session began, now.
    public var elapsedNow: Int { elapsedMilliseconds() }

    /// Appends `event`, stamped `milliseconds` since the session began (now when nil): a service's answer is
    /// stamped with the time its request was made, and written when it arrives.
    public func record(_ event: JournalEntry.Event, at milliseconds: Int? = nil) {
        lock.withLock {
            let entry = JournalEntry(milliseconds: milliseconds ?? elapsedMilliseconds(), event)
            entries.append(entry)
            file?.write(Data((Journal.line(entry) + "\n").utf8))
        }
    }

    /// Closes the file (the session ended); later events are still kept in memory.
    public func close() {
        lock.withLock {
            try? file?.close()
            file = nil
        }
    }
}
