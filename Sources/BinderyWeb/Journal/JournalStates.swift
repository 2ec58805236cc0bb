import Foundation

/// The stored state apps declare for journals: what a recorded session's screens started from (a bank's ledger),
/// captured into the journal's header when a recorded session opens, and restored before a replay opens its
/// first screen, so the replay starts where the recording did.
public final class JournalStates: @unchecked Sendable {
    private struct Entry {
        let name: String
        let app: String
        let capture: () throws -> JSONValue
        let restore: (JSONValue, JournalReplayInputs) throws -> Void
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    init() {}

    /// Declares the state `name` of the app at `app` (its path, `/bank`): `capture` reads it as JSON when a
    /// session of that app is recorded, `restore` writes it back into a fresh store before a replay.
    public func register(_ name: String, app: String, capture: @escaping () throws -> JSONValue,
                         restore: @escaping (JSONValue) throws -> Void) {
        register(name, app: app, capture: capture, restoreWithSecrets: { value, _ in try restore(value) })
    }

    /// Declares a state whose restore also needs the replay's secrets (by field id, as `JournalReplay.run` takes
    /// them): state that cannot be written back from what a journal may carry, such as an account, whose password
    /// the journal never holds.
    public func register(_ name: String, app: String, capture: @escaping () throws -> JSONValue,
                         restoreWithSecrets restore: @escaping (JSONValue, _ secrets: [String: String]) throws -> Void) {
        register(name, app: app, capture: capture, restoreWithInputs: { value, inputs in try restore(value, inputs.secrets) })
    }

    /// Declares a state whose restore also needs what the recorded page typed: state captured in a form that names
    /// no one (a hash of each account's email), matched at replay against the values the session sent.
    public func register(_ name: String, app: String, capture: @escaping () throws -> JSONValue,
                         restoreWithInputs restore: @escaping (JSONValue, JournalReplayInputs) throws -> Void) {
        lock.withLock { entries.append(Entry(name: name, app: app, capture: capture, restore: restore)) }
    }

    /// The states of the app at `app`, by name; a state that cannot be read is left out.
    public func capture(app: String) -> [String: JSONValue] {
        let matching = lock.withLock { entries.filter { $0.app == app } }
        var state: [String: JSONValue] = [:]
        for entry in matching { state[entry.name] = try? entry.capture() }
        return state
    }

    /// Restores every state in `state` whose name was registered, handing `secrets` to those that need them;
    /// throws `UnknownState` for one that was not registered.
    public func restore(_ state: [String: JSONValue], secrets: [String: String] = [:]) throws {
        try restore(state, inputs: JournalReplayInputs(secrets: secrets))
    }

    /// Restores every state in `state` whose name was registered, handing `inputs` to those that need them;
    /// throws `UnknownState` for one that was not registered.
    public func restore(_ state: [String: JSONValue], inputs: JournalReplayInputs) throws {
        let known = lock.withLock { entries }
        for (name, value) in state.sorted(by: { $0.key < $1.key }) {
            guard let entry = known.first(where: { $0.name == name }) else { throw UnknownState(name: name) }
            try entry.restore(value, inputs)
        }
    }

    /// A journal names a state no registered app declares.
    public struct UnknownState: Error, CustomStringConvertible {
        public let name: String
        public var description: String { "The journal starts from the state \"\(name)\", which no registered app declares." }
    }
}
