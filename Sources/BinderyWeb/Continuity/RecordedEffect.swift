import Foundation

/// A write of the app's own — to a store, a file, a database it keeps — made once, however often the tab is rebuilt.
///
/// A tab comes back after a restart, a crash or an idle release by replaying what the user did (`SessionRestorer`),
/// so every write those events made runs again unless the replay knows it was already made: a note added twice, a
/// to-do ticked off and on again. Requests to HTTP services are known without any code (their answers are in the
/// record); a write of the app's own is known when it goes through `perform`:
///
/// ```swift
/// func add(now: Date = Date()) -> Note {
///     RecordedEffect.perform("notes.add") { state.withLock { … } }
/// }
/// ```
///
/// On a session that keeps a continuity record, `perform` runs `write` and writes what it returned (or threw) to
/// the record under `name` (and to its journal, when sessions are recorded); while the tab is rebuilt from its
/// record, or its journal is replayed (`JournalReplay`), it returns that instead and runs nothing.
/// Anywhere else (a test, a background job, a screen test's session) it just runs `write`. Name each kind of write
/// (prefix it with your app's name, as session keys are); the replay hands out the recorded outcomes of one name
/// in the order they were made. A write the record has no outcome for (the app changed since: a new write, or a
/// result type that no longer decodes) is made, and that tab starts fresh rather than continue from a record that
/// no longer matches. Reads need no recording; a screen rebuilt later reads the store as it is then.
public enum RecordedEffect {
    /// Runs `write` once: on a replay of the tab, its recorded result (or error) instead.
    public static func perform<Value: Codable, Failure: Error & Codable>(
        _ name: String, _ write: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let slot = ThreadJournal.current
        if let replayed = slot?.replayedEffects ?? ReplayedEffects.duringJournalReplay {
            if let outcome = replayed.take(name), let recorded = Outcome<Value, Failure>(outcome) {
                return try recorded.result.get()
            }
            replayed.noteMissing(name)
            return try write()
        }
        let continuity = slot?.continuity, recorder = slot?.recorder
        guard continuity != nil || recorder != nil else { return try write() }
        let result = Result { () throws(Failure) -> Value in try write() }
        if let outcome = Outcome(result).json {
            continuity?.effect(name, outcome: outcome)
            recorder?.record(.effect(name: name, outcome: outcome))
        }
        return try result.get()
    }

    /// Runs `write`, which returns nothing, once: on a replay of the tab, nothing (or its recorded error).
    public static func perform<Failure: Error & Codable>(_ name: String, _ write: () throws(Failure) -> Void) throws(Failure) {
        _ = try perform(name) { () throws(Failure) -> Bool in try write(); return true }
    }
}

/// What a recorded write returned or threw, as its record line holds it: the JSON text `{"value": …}` or
/// `{"error": …}`, kept as text rather than parsed, so that every number comes back as it was written.
private enum Outcome<Value: Codable, Failure: Error & Codable>: Codable {
    case value(Value)
    case error(Failure)

    private enum CodingKeys: String, CodingKey { case value, error }

    init(_ result: Result<Value, Failure>) {
        switch result {
        case .success(let value): self = .value(value)
        case .failure(let error): self = .error(error)
        }
    }

    /// The outcome the JSON text `json` holds, or nil when it does not decode as one of these types.
    init?(_ json: String) {
        guard let decoded = try? JSONDecoder().decode(Self.self, from: Data(json.utf8)) else { return nil }
        self = decoded
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.error) {
            self = .error(try container.decode(Failure.self, forKey: .error))
        } else {
            self = .value(try container.decode(Value.self, forKey: .value))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .value(let value): try container.encode(value, forKey: .value)
        case .error(let error): try container.encode(error, forKey: .error)
        }
    }

    var result: Result<Value, Failure> {
        switch self {
        case .value(let value): .success(value)
        case .error(let error): .failure(error)
        }
    }

    /// The outcome as JSON text, or nil when its value does not encode.
    var json: String? {
        guard let data = try? JSONEncoder().encode(self) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
