import Foundation

/// A systemd unit the deploying guide shows, as the repository keeps it in `deploy/` (scripts/check-getting-started
/// keeps the two equal).
struct DeployUnit {
    /// The unit's text.
    let text: String

    /// The unit `deploy/<name>`.
    init(_ name: String) throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../deploy/\(name)")
        text = try String(contentsOf: file.standardizedFileURL, encoding: .utf8)
    }

    /// The arguments its `ExecStart` gives the executable (split at spaces: the guide's units quote nothing).
    var execStartArguments: [String] {
        let line = text.split(separator: "\n").first { $0.hasPrefix("ExecStart=") } ?? ""
        return line.dropFirst("ExecStart=".count).split(separator: " ").dropFirst().map(String.init)
    }
}
