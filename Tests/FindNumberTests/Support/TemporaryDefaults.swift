import Foundation

/// Real `UserDefaults` suites whose files live in a temporary directory instead of the user's home.
///
/// Foundation on Linux reads HOME and XDG_CONFIG_HOME once, when the process starts, so `setenv` inside
/// the test process cannot move the suites. A suite named by an absolute path is stored at that path
/// plus `.plist` (on Linux and Darwin alike), so each suite is named by a path in a temporary directory.
enum TemporaryDefaults {
    /// The directory every test suite's file is written to.
    static let directory: URL = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("FindNumberTests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }()

    /// A fresh, empty suite name for one test: an absolute path in `directory`.
    static func makeSuiteName() -> String {
        directory.appendingPathComponent("suite-\(UUID().uuidString)").path
    }

    /// The file a suite is written to.
    static func file(ofSuite name: String) -> URL {
        URL(fileURLWithPath: name + ".plist")
    }

    /// A new `UserDefaults` instance over the suite `name`.
    static func defaults(suiteName name: String) -> UserDefaults {
        UserDefaults(suiteName: name)!
    }
}
