import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO

/// A connection of its own that LISTENs on one channel for as long as the listener lives: each notification's
/// payload goes to `onNotification`. A lost connection (or a server not up yet) is retried every second. Each time
/// the LISTEN is in place — the first time included — `onListening` runs: whatever was notified before it (while the
/// owner was reading its first state, or while the connection was down) was not heard, so the owner catches up.
public final class PostgresListener: @unchecked Sendable {
    // @unchecked Sendable: `connection` and `isStopped` are only touched under `lock`.
    private let url: DatabaseURL
    private let channel: String
    private let logger: Logger
    private let onNotification: @Sendable (String) -> Void
    private let onListening: @Sendable () -> Void
    private let eventLoop = MultiThreadedEventLoopGroup.singleton.next()
    private let lock = NSLock()
    private var connection: PostgresConnection?
    private var isStopped = false

    /// Starts listening on `channel` (a plain identifier) of the database at `url`.
    public init(url: DatabaseURL, channel: String, logger: Logger = Logger(label: "postgres.listen"),
                onNotification: @escaping @Sendable (String) -> Void, onListening: @escaping @Sendable () -> Void) {
        self.url = url
        self.channel = channel
        self.logger = logger
        self.onNotification = onNotification
        self.onListening = onListening
        connect()
    }

    deinit { stop() }

    /// Whether the LISTEN is in place now and `onListening` has run for it (for tests: wait for it before notifying).
    public var isListening: Bool { lock.withLock { connection.map { !$0.isClosed } ?? false } }

    /// Closes the connection and stops retrying.
    public func stop() {
        let connection = lock.withLock {
            isStopped = true
            defer { self.connection = nil }
            return self.connection
        }
        connection?.close().whenComplete { _ in _ = connection }
    }

    private func connect() {
        guard !lock.withLock({ isStopped }) else { return }
        let (channel, onNotification) = (self.channel, self.onNotification)
        PostgresConnection.connect(on: eventLoop, configuration: url.configuration, id: 0, logger: logger)
            .flatMap { connection -> EventLoopFuture<PostgresConnection> in
                connection.addListener(channel: channel) { _, notification in onNotification(notification.payload) }
                return connection.query(PostgresQuery(unsafeSQL: "LISTEN \(channel)"), logger: self.logger)
                    .map { _ in connection }
                    .flatMapError { error in connection.close().flatMapThrowing { throw error } }
            }
            .whenComplete { [weak self] result in
                switch result {
                case let .success(connection):
                    guard let self else {
                        connection.close().whenComplete { _ in _ = connection }
                        return
                    }
                    self.listening(on: connection)
                case let .failure(error):
                    self?.logger.debug("LISTEN \(channel) failed; retrying", metadata: [
                        "reason": "\(PostgresStorageError.translating(error, host: "", port: 0))",
                    ])
                    self?.retryLater()
                }
            }
    }

    /// Tells the owner to catch up, then keeps `connection` (so `isListening` is true only after the catch-up began),
    /// and retries once it closes.
    private func listening(on connection: PostgresConnection) {
        if !lock.withLock({ isStopped }) { onListening() }
        let kept = lock.withLock { () -> Bool in
            guard !isStopped else { return false }
            self.connection = connection
            return true
        }
        guard kept else {
            connection.close().whenComplete { _ in _ = connection }
            return
        }
        connection.closeFuture.whenComplete { [weak self] _ in self?.retryLater() }
    }

    private func retryLater() {
        eventLoop.scheduleTask(in: .seconds(1)) { [weak self] in self?.connect() }
    }
}
