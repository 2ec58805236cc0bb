import Foundation
import NIOCore

/// How many connections (or session sockets) each client address holds open, so that one client cannot hold the
/// server's descriptors: a connection past `RequestLimits.maxConnectionsPerClient` is closed at once, an upgrade
/// past `WebServerConfiguration.maxSocketsPerClient` is refused. Each counts from its admission until its
/// connection closes.
final class PerClientCounter: @unchecked Sendable {
    private let limit: Int
    private let lock = NSLock()
    private var open: [String: Int] = [:]

    init(limit: Int) { self.limit = limit }

    /// Counts `channel` as one of `client`'s and returns true, or returns false when the client is at the limit.
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

    private func release(_ name: String) {
        lock.withLock {
            let count = open[name, default: 1] - 1
            open[name] = count > 0 ? count : nil
        }
    }
}
