import Foundation
import FindNumber

/// Real `UserDefaults` suites whose files live in a temporary directory of their own, removed with
/// everything in it when this object is released.
///
/// A `RecordStore` writes behind, and writes what it still holds when it is released: a test's store released
/// after its suites (a test struct's properties go in their order) would write a suite again, and Foundation would
/// make its directory again, left in the temporary folder for good. So the directory is removed only after every
/// live store has written what it holds.
///
/// Foundation on Linux reads HOME and XDG_CONFIG_HOME once, when the process starts, so `setenv` inside
/// the test process cannot move the suites. A suite named by an absolute path is stored at that path
/// plus `.plist` (on Linux and Darwin alike), so each suite is named by a path in the directory.
final class TemporaryDefaults {
    /// The directory the suites' files are written to.
    let directory: URL

    /// Creates an empty directory for suites.
    init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("FindNumberTests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        RecordStore.flushAll()
        try? FileManager.default.removeItem(at: directory)
    }

    /// A fresh, empty suite name: an absolute path in `directory` that this process has never opened.
    func makeSuiteName() -> String {
        directory.appendingPathComponent("suite-\(UUID().uuidString)").path
    }

    /// The file a suite is written to.
    func file(ofSuite name: String) -> URL {
        URL(fileURLWithPath: name + ".plist")
    }

    /// A new `UserDefaults` instance over the suite `name`.
    func defaults(suiteName name: String) -> UserDefaults {
        UserDefaults(suiteName: name)!
    }

    /// Copies suite `name`'s file on disk to a new suite that this process has never opened, and returns
    /// the new name: whatever is read from it came from the disk, not from an in-memory cache.
    func copyOfSuiteOnDisk(_ name: String) throws -> String {
        let copy = makeSuiteName()
        try FileManager.default.copyItem(at: file(ofSuite: name), to: file(ofSuite: copy))
        return copy
    }
}
