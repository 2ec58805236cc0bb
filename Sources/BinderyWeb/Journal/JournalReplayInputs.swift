import Foundation

/// What a replay knows, besides a state, when it restores that state (`JournalStates.register(_:app:capture:restoreWithInputs:)`):
/// the secrets it was given and the values the recorded page sent. A state may be captured in a form that names no
/// one (a hash of each account's email) and still be restored, by matching it against what the session typed.
public struct JournalReplayInputs: Sendable {
    /// What was typed where the journal masks it, by field id (`JournalReplay.run`'s `secrets`).
    public let secrets: [String: String]
    /// Every value the page sent in an event, by control id, in order; a masked value as masked.
    public let values: [String: [String]]

    public init(secrets: [String: String] = [:], values: [String: [String]] = [:]) {
        self.secrets = secrets
        self.values = values
    }

    /// The secrets, and the values of the events the page sent in `journal`.
    public init(journal: Journal, secrets: [String: String]) {
        var values: [String: [String]] = [:]
        for entry in journal.entries {
            guard case .input(let message) = entry.event, let id = message[WireProtocol.Key.id.rawValue]?.stringValue,
                  let value = message[WireProtocol.Key.value.rawValue]?.stringValue else { continue }
            values[id, default: []].append(value)
        }
        self.init(secrets: secrets, values: values)
    }
}
