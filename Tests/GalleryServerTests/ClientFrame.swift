import Foundation

/// The JSON frames a page's client sends, built as the JS client builds them.
enum ClientFrame {
    /// The first frame: protocol `version`, the page's session `token` (left out when nil) and its `path`.
    static func hello(token: String?, path: String, version: Int = 1) -> RawWebSocket.Frame {
        var object: [String: Any] = ["t": "hello", "v": version, "path": path]
        if let token { object["token"] = token }
        return json(object)
    }

    /// A user event `name` on the control `id`.
    static func event(_ name: String, on id: String) -> RawWebSocket.Frame {
        json(["t": "event", "id": id, "name": name])
    }

    /// A text field `id`'s new `value`.
    static func change(_ value: String, on id: String) -> RawWebSocket.Frame {
        json(["t": "event", "id": id, "name": "change", "value": value])
    }

    /// A move of the tab to `path` without a page load (the page's own links).
    static func navigate(to path: String) -> RawWebSocket.Frame {
        json(["t": "navigate", "path": path])
    }

    private static func json(_ object: [String: Any]) -> RawWebSocket.Frame {
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return .text(String(decoding: data, as: UTF8.self))
    }
}
