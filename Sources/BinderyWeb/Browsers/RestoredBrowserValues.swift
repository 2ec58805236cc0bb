import Bindery
import Foundation

/// A browser's shared values as a tab's continuity record began, which the tab's screens read and write while the tab
/// is rebuilt from its record (`SessionRestorer`), in place of the browser's values now.
///
/// A replay makes the screens again from the user's events, so they must see what those events first saw: a chat
/// that asked for a name when the browser had none sends the name typed again, and the screen that asked must be
/// there to take it. Read live, the name set by that very event in the first run was already there, nothing asked,
/// and the replay diverged (the tab started fresh, its typing lost). What the screens write here stays here (it was
/// written to the browser when it was done); once the tab is live it reads the browser's values again, and when
/// they differ from these, its `changes(of:)` subscriptions hear it once.
///
/// Only the values with a `Codable` type are kept in a record; confined to the restoring tab's UI thread.
final class RestoredBrowserValues {
    /// The browser's values these stand in for.
    weak var values: BrowserValues?
    /// The values by name, as JSON.
    private(set) var json: [String: Data]
    /// Fires after each change made here; the restoring screens' `changes(of:)` subscriptions hear it.
    let changes = PublishRelay<Void>()

    init(standingInFor values: BrowserValues, json: [String: Data]) {
        self.values = values
        self.json = json
    }

    /// The values standing in for `values` on the caller's thread: the thread's tab is being restored and its
    /// browser's values are `values`.
    static func active(for values: BrowserValues) -> RestoredBrowserValues? {
        guard let restored = ThreadJournal.current?.restoredBrowserValues, restored.values === values else { return nil }
        return restored
    }

    /// The value under `name`, decoded as `Value`.
    func value<Value: Decodable>(_ name: String, as type: Value.Type) -> Value? {
        json[name].flatMap { try? JSONDecoder().decode(Value.self, from: $0) }
    }

    /// Whether these are the values `live` holds (JSON by name), whatever the spelling of their JSON.
    func matches(_ live: [String: Data]) -> Bool {
        func parsed(_ data: Data?) -> JSONValue? { data.flatMap { JSONValueParser.parse(Substring(decoding: $0, as: UTF8.self)) } }
        return live.count == json.count && live.allSatisfy { name, value in json[name] != nil && parsed(value) == parsed(json[name]) }
    }

    /// Sets (nil: removes) the value under `name`, here only, and tells the restoring screens.
    func set(_ name: String, json value: Data?) {
        json[name] = value
        changes.accept()
    }
}
