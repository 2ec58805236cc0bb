import BinderyWeb
import Foundation

/// The list in one JSON file (`todos.json` in the data directory), read at every load so that every tab sees the
/// last change, and replaced whole (written beside it, then renamed) at every save.
///
/// A file that is not a list (hand-edited, truncated) is renamed `todos.json.corrupt-<time>` and reported once
/// as `TodoError.corruptFile`; the list then starts empty, and nothing the user had is overwritten.
public final class JSONFileTodoStore: TodoStore, @unchecked Sendable {
    // @unchecked Sendable: the file is only touched under `lock`; `fileURL` never changes.

    /// The file's name in the data directory.
    public static let fileName = "todos.json"

    /// The file the list lives in.
    public let fileURL: URL
    private let now: @Sendable () -> Date
    private let lock = NSLock()

    /// A store in `directory` (created on the first save); `now` stamps a corrupt file's new name.
    public init(directory: URL, now: @escaping @Sendable () -> Date = Date.init) {
        fileURL = directory.appendingPathComponent(Self.fileName)
        self.now = now
    }

    public func load() throws(TodoError) -> TodoList {
        lock.lock()
        defer { lock.unlock() }
        return try read()
    }

    /// Made once however often a tab is rebuilt from its continuity record: a replayed tick gets the list this
    /// update saved (or its error) back, rather than ticking the item off again (`RecordedEffect`).
    public func update(_ change: (TodoList) throws(TodoError) -> TodoList) throws(TodoError) -> TodoList {
        try RecordedEffect.perform("todo.update") { () throws(TodoError) -> TodoList in
            lock.lock()
            defer { lock.unlock() }
            let changed = try change(try read())
            try write(changed)
            return changed
        }
    }

    /// The file's list; empty when there is no file; a file that does not decode is set aside.
    private func read() throws(TodoError) -> TodoList {
        guard let data = try? Data(contentsOf: fileURL) else { return TodoList() }
        do {
            return try JSONDecoder().decode(TodoList.self, from: data)
        } catch {
            throw setAside()
        }
    }

    /// Renames the unreadable file out of the way and says so.
    private func setAside() -> TodoError {
        let stamp = Int(now().timeIntervalSince1970)
        let aside = fileURL.deletingLastPathComponent().appendingPathComponent("\(Self.fileName).corrupt-\(stamp)")
        try? FileManager.default.removeItem(at: aside)
        guard (try? FileManager.default.moveItem(at: fileURL, to: aside)) != nil else {
            return .unreadableFile(fileName: Self.fileName)
        }
        return .corruptFile(setAsideAs: aside.lastPathComponent)
    }

    private func write(_ list: TodoList) throws(TodoError) {
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(list).write(to: fileURL, options: .atomic)
        } catch {
            throw .notSaved(fileName: Self.fileName)
        }
    }
}
