import CustomDump
import Foundation

/// Why a replay failed: the first server message that differs from the recording (or is missing, or extra), with
/// the page message that preceded it and a line diff; or a request the recording has no answer for.
///
/// `JournalReplay.run` makes it (with the memberwise initialiser, this module's own); a test reads it.
public struct JournalDivergence: Error, CustomStringConvertible {
    /// The position (0-based) of the first differing message among the server's messages, each patch counted as a
    /// message of its own.
    public let index: Int
    /// The message the recording has there; nil when the replay sent more messages than the recording.
    public let recorded: JSONValue?
    /// The message the replay sent there; nil when it sent fewer.
    public let replayed: JSONValue?
    /// When the recorded message was sent, in milliseconds since the session began (nil for an extra message).
    public let milliseconds: Int?
    /// The last page message before it in the recording, if any.
    public let afterInput: JSONValue?
    /// Requests the replay made that the recording has no answer for.
    public let unexpectedRequests: [ServiceExchange.Request]

    public var description: String {
        var lines: [String] = []
        if recorded != nil || replayed != nil {
            let when = milliseconds.map { String(format: " (recorded at %.3f s)", Double($0) / 1000) } ?? ""
            let after = afterInput.map { ", after the page sent \($0.compactText)" } ?? ", before the page sent anything"
            lines.append("The replay diverged at server message #\(index)\(when)\(after).")
            switch (recorded, replayed) {
            case (let recorded?, nil): lines.append("The recording has this message; the replay never sent it:\n" + Self.display(recorded))
            case (nil, let replayed?): lines.append("The replay sent a message the recording does not have:\n" + Self.display(replayed))
            case (let recorded?, let replayed?):
                lines.append("Difference (- recorded, + replayed):")
                lines.append(diff(Self.display(recorded), Self.display(replayed)) ?? Self.display(replayed))
            case (nil, nil): break
            }
        }
        if !unexpectedRequests.isEmpty {
            lines.append("Requests the recording has no answer for: "
                         + unexpectedRequests.map(\.pathAndQuery).joined(separator: ", ") + ".")
        }
        return lines.joined(separator: "\n")
    }

    /// A message as indented JSON, its HTML broken before each tag, so a diff points at the changed line.
    static func display(_ message: JSONValue) -> String {
        message.prettyText.replacingOccurrences(of: "><", with: ">\n    <")
    }
}
