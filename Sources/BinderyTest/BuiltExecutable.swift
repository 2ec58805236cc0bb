import Foundation

/// An executable product of the package under test, found beside the test bundle: `swift build --build-tests`
/// builds every product into the same directory, so a crash test can launch a writer, kill it and inspect what
/// it left.
public enum BuiltExecutable {
    /// The executable product `name` in the build directory this test runs from; nil when it has not been built.
    public static func url(named name: String) -> URL? {
        let candidates = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            .compactMap { $0?.resolvingSymlinksInPath().deletingLastPathComponent() }
            .flatMap { directory in
                [directory, directory.deletingLastPathComponent(), directory.deletingLastPathComponent().deletingLastPathComponent()]
            }
            .map { $0.appendingPathComponent(name) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
