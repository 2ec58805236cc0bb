import Foundation
import NIOCore

/// How many session sockets each client address holds open, so that one client cannot hold the server's
/// descriptors: an upgrade past `WebServerConfiguration.maxSocketsPerClient` is refused. A socket counts from its
/// admission until its connection closes.
final class ClientSocketCounter: @unchecked Sendable {
    private let limit: Int
    private let lock = NSLock()
    private var open: [String: Int] = [:]

    init(limit: Int) { self.limit = limit }

    /// Counts a socket of `client` on `channel` and returns true, or returns false when the client is at the limit.
    /// A connection with no known address is counted under the empty name.
    func admit(client: String?, on channel: any Channel) -> Bool {
        let name = client ?? ""
        let admitted = lock.withLock { () -> Bool in
            let count = open[name, default: 0]
            guard count < limit else { return false }
            open[name] = count + 1
            return true
        }
        if admitted { channel.closeFuture.whenComplete { [self] _ in release(name) } }
        return admitted
    }

    /// The sockets `client` holds now.
    func count(of client: String) -> Int { lock.withLock { open[client, default: 0] } }

    private func release(_ name: String) {
        lock.withLock {
            let count = open[name, default: 1] - 1
            open[name] = count > 0 ? count : nil
        }
    }
}
