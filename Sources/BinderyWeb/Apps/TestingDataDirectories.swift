import Foundation

/// The data directories `AppEnvironment.testing` gives: a new one each time, all inside one folder of this process,
/// which is removed when the process exits normally. A store made from `.testing` writes where no other test, and no
/// later run, reads, and leaves nothing in the temporary folder.
enum TestingDataDirectories {
    /// This process's folder of them: `bindery-testing-<pid>` in the temporary folder.
    static let root: URL = {
        let pid = ProcessInfo.processInfo.processIdentifier
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-testing-\(pid)", isDirectory: true)
        atexit { try? FileManager.default.removeItem(at: TestingDataDirectories.root) }
        return root
    }()

    /// A new, empty directory (created) inside `root`.
    static func fresh() -> URL {
        let directory = root.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
