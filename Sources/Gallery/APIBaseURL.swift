import Foundation
import Synchronization

/// Where the apps' services send their `/api/...` requests: a fixed `--api-base-url`, or this server's own URL once it listens.
final class APIBaseURL: Sendable {
    private let url: Mutex<URL>
    /// True when `--api-base-url` fixed it, so the server's real address does not replace it.
    let isFixed: Bool

    /// Creates the base URL: `fixed` when given, else `provisional` until `serverIsListening(at:)`.
    init(fixed: URL?, provisional: URL) {
        self.url = Mutex(fixed ?? provisional)
        self.isFixed = fixed != nil
    }

    /// The URL services append `/api/...` paths to.
    var current: URL {
        url.withLock { $0 }
    }

    /// Points at the server's real address (with the port picked for `--port 0`), unless a fixed URL was given.
    func serverIsListening(at serverURL: URL) {
        guard !isFixed else { return }
        url.withLock { $0 = serverURL }
    }
}
