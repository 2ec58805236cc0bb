import Foundation

/// A frame from the server, read the way the JS client reads it; patches are written `op id value` for readable assertions.
struct ServerFrame: Equatable, Sendable {
    /// The message type: `welcome`, `screen`, `patch`, `error` or `browser`.
    let type: String
    /// The protocol version of a welcome.
    let version: Int?
    /// An error's code.
    let code: String?
    /// A screen's path.
    let path: String?
    /// A screen's HTML.
    let html: String?
    /// A browser renewal's one-time ticket.
    let ticket: String?
    /// A patch frame's patches, in order, each as `op id value` (`text stageLabel Stage: 2`).
    let patches: [String]

    /// Decodes `text`; nil when it is not a JSON object with a string `t`.
    init?(_ text: String) {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any],
            let type = object["t"] as? String
        else { return nil }
        self.type = type
        version = object["v"] as? Int
        code = object["code"] as? String
        path = object["path"] as? String
        html = object["html"] as? String
        ticket = object["ticket"] as? String
        patches = (object["p"] as? [[String: Any]] ?? []).map { patch in
            [patch["op"], patch["id"], patch["value"]].compactMap { $0.map { "\($0)" } }.joined(separator: " ")
        }
    }
}
