import Foundation

/// Where the gallery keeps data that survives restarts (game records, accounts, the bank ledger).
enum DataDirectory {
    /// `--data-dir` when given, else `$XDG_DATA_HOME/bindery-gallery`, else `./.gallery-data`.
    static func resolve(option: String?, environment: [String: String]) -> URL {
        if let option, !option.isEmpty {
            return URL(fileURLWithPath: option, isDirectory: true).standardizedFileURL
        }
        if let xdgDataHome = environment["XDG_DATA_HOME"], !xdgDataHome.isEmpty {
            return URL(fileURLWithPath: xdgDataHome, isDirectory: true).appendingPathComponent("bindery-gallery", isDirectory: true)
        }
        return URL(fileURLWithPath: ".gallery-data", isDirectory: true).standardizedFileURL
    }

    /// Creates `directory` and its parents when missing.
    static func create(_ directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
}
