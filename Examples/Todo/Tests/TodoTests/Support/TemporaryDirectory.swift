import Foundation

/// A fresh directory under the system's temporary directory, removed when the last user lets go.
final class TemporaryDirectory {
    /// The directory.
    let url: URL

    /// Creates the directory.
    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The names of the files in the directory, sorted.
    var fileNames: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    deinit { try? FileManager.default.removeItem(at: url) }
}
