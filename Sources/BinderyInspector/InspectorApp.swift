import BinderyWeb
import Foundation

/// The session inspector as an app: its two screens, registered in a registry of their own (a server serves them
/// to loopback clients only, under a path of its choosing; BinderyWebServer uses `/_bindery/inspector`).
///
/// - `/`: the live sessions of the server `service` answers for, refreshed every second.
/// - `/<name>`: one session's timeline, live, with Start recording, Stop recording and Download journal.
public enum InspectorApp {
    /// The list of sessions, relative to where the inspector is served.
    public static let listPath = "/"

    /// The timeline of the session `name`, relative to where the inspector is served.
    public static func timelinePath(of name: String) -> String { "/" + name }

    /// Registers the inspector's screens in `registry`: sessions come from `service`, and a session's journal
    /// downloads from `journalHref(name)` (a path on the site, which the server answers).
    public static func register(in registry: ScreenRegistry, service: any SessionInspecting,
                                journalHref: @escaping @Sendable (_ name: String) -> String) {
        registry.register(listPath, texts: InspectorText.self) { _ in
            SessionListViewController { SessionListViewModel(service: service) }
        }
        registry.register("/{name}", texts: InspectorText.self) { context in
            guard let name = context.parameters["name"], isSessionName(name) else { return nil }
            return SessionTimelineViewController(name: name, journalHref: journalHref(name)) {
                SessionTimelineViewModel(name: name, service: service)
            }
        }
    }

    /// Whether `text` can be a session's name: `WebApp.sessionNameLength` letters, digits, `-` or `_`, as the
    /// start of a token is.
    public static func isSessionName(_ text: String) -> Bool {
        text.count == WebApp.sessionNameLength
            && text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) && $0.isASCII || $0 == "-" || $0 == "_" }
    }
}
