import Foundation

/// A `BrowserStore` in a directory (its owner's only, as continuity records are): one small JSON file per browser
/// with values, `<id>.json`, replaced whole at each change. A single server keeps its browsers' shared values (a
/// signed-in account) across a restart or a crash with it, as its tabs' continuity records keep the tabs; several
/// servers share values through a database's store instead, which tells the others of a change.
///
/// A browser's last visit is its file's modification time: `load` marks it, and a file unseen for longer than the
/// registry's idle limit is forgotten when next loaded, or at start (`init(directory:forgetAfter:)`).
public final class DirectoryBrowserStore: BrowserStore, @unchecked Sendable {
    // @unchecked Sendable: the files are only read and written under `lock`; `directory` is immutable.
    /// The directory the browsers' files are in.
    public let directory: URL
    private let lock = NSLock()

    /// A store in `directory`, created (owner-only) if missing, forgetting every browser unseen for `forgetAfter`
    /// seconds (a `BrowserRegistry`'s `idleLimit`).
    public init(directory: URL, forgetAfter: TimeInterval = 24 * 60 * 60) throws {
        self.directory = directory
        try JournalFiles.createPrivateDirectory(at: directory)
        removeBrowsers(unseenSince: Date().addingTimeInterval(-forgetAfter))
    }

    public func load(_ browser: String, idleLimit: TimeInterval) throws -> [String: Data] {
        guard let url = file(of: browser) else { return [:] }
        return try lock.withLock {
            guard let seen = modified(url) else { return [:] }
            guard Date().timeIntervalSince(seen) < idleLimit else {
                try? FileManager.default.removeItem(at: url)
                return [:]
            }
            let values = try read(url)
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
            return values
        }
    }

    public func save(_ value: Data?, named name: String, of browser: String) throws {
        guard let url = file(of: browser) else { return }
        try lock.withLock {
            var values = modified(url) == nil ? [:] : try read(url)
            values[name] = value
            if values.isEmpty {
                try? FileManager.default.removeItem(at: url)
            } else {
                try write(values, to: url)
            }
        }
    }

    public func rename(_ browser: String, to newID: String) throws {
        guard let from = file(of: browser), let to = file(of: newID) else { return }
        lock.withLock { _ = try? FileManager.default.moveItem(at: from, to: to) }
    }

    /// Nothing to observe: this process is the only one writing the directory.
    public func observeChanges(_ handler: @escaping @Sendable (String) -> Void) {}

    /// Deletes the files of browsers last seen before `date`; returns how many.
    @discardableResult
    public func removeBrowsers(unseenSince date: Date) -> Int {
        lock.withLock {
            let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
            var removed = 0
            for url in files where url.pathExtension == Self.fileExtension {
                guard let seen = modified(url), seen < date, (try? FileManager.default.removeItem(at: url)) != nil else { continue }
                removed += 1
            }
            return removed
        }
    }

    /// The file of `browser`; nil for an id no registry could have made (so no name a cookie made up reaches the
    /// disk: no `..`, no `/`).
    private func file(of browser: String) -> URL? {
        guard SessionToken.isWellFormed(browser) else { return nil }
        return directory.appendingPathComponent("\(browser).\(Self.fileExtension)")
    }

    private static let fileExtension = "json"

    private func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// The values in `url`: a JSON object of each value's name and its JSON.
    private func read(_ url: URL) throws -> [String: Data] {
        let object = try JSONDecoder().decode([String: JSONValue].self, from: Data(contentsOf: url))
        return object.mapValues { Data($0.compactText.utf8) }
    }

    private func write(_ values: [String: Data], to url: URL) throws {
        let object = try values.mapValues { try JSONDecoder().decode(JSONValue.self, from: $0) }
        // Whole or not at all; the directory is its owner's only, and so is the file once written.
        try JSONEncoder().encode(object).write(to: url, options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: Int(JournalFiles.filePermissions)], ofItemAtPath: url.path)
    }
}

