import Foundation

/// A server's side of the live edit loop (`scripts/dev`), which rebuilds and restarts the server whenever its app's
/// sources change: a folder the loop's script shares with the server, named by the environment variable
/// `BINDERY_DEV_DIR`. Off unless that variable is set, as only the script sets it; a production server never has it.
///
/// In the folder the script writes the build's state, `status.json`, which the server answers at
/// `WireProtocol.Path.developmentStatus` and every page of a loop's server asks for and shows: that it is
/// rebuilding, the compiler's errors when the build failed, nothing once the new server runs. And there the tabs'
/// continuity records are kept (`sessions/`) when the app keeps none, so that each restart brings every open tab
/// back on its screen with its state.
public struct DevelopmentLoop: Sendable, Equatable {
    /// The environment variable that names the loop's folder.
    public static let environmentVariable = "BINDERY_DEV_DIR"
    /// What `status()` answers while the script has written no state: the server runs.
    public static let runningStatus = Data(#"{"state":"running"}"#.utf8)

    /// The folder shared with the loop's script.
    public let directory: URL

    /// The loop whose folder is `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The loop `environment` names, or nil (no loop: a production server) when `BINDERY_DEV_DIR` is unset or empty.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> DevelopmentLoop? {
        guard let path = environment[environmentVariable], !path.isEmpty else { return nil }
        return DevelopmentLoop(directory: URL(fileURLWithPath: path, isDirectory: true))
    }

    /// The build's state as the script writes it: a JSON object with `state` (`building`, `failed`, `restarting` or
    /// `running`), the `title` a page shows, and the compiler's output in `details` when the build failed.
    public var statusFile: URL { directory.appendingPathComponent("status.json") }

    /// Where the tabs' continuity records are kept when the app keeps none.
    public var sessionsDirectory: URL { directory.appendingPathComponent("sessions", isDirectory: true) }

    /// The build's state, as `statusFile` holds it; `runningStatus` while the file is missing or empty.
    public func status() -> Data {
        guard let data = try? Data(contentsOf: statusFile), !data.isEmpty else { return Self.runningStatus }
        return data
    }

    /// A continuity store in `sessionsDirectory`, or nil when that directory cannot be created.
    public func continuityStore() -> (any ContinuityStore)? {
        try? DirectoryContinuityStore(directory: sessionsDirectory)
    }
}
