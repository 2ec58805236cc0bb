import BinderyWeb
import FindNumber
import Foundation

/// An app environment for the gallery's screens outside a server: a fresh data directory (removed afterwards), an API
/// base URL where nothing answers, no settings.
enum TemporaryAppEnvironment {
    /// Runs `body` with such an environment.
    static func with<Result>(_ body: (AppEnvironment) throws -> Result) throws -> Result {
        let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("app-environment-\(UUID())", isDirectory: true)
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        defer {
            RecordStore.flushAll()  // before the folder goes: a store released later would write it again
            try? FileManager.default.removeItem(at: dataDirectory)
        }
        return try body(AppEnvironment(dataDirectory: dataDirectory, apiBaseURL: AppEnvironment.testing.apiBaseURL))
    }
}
