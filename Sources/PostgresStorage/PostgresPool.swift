import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO

/// A small pool of connections to one PostgreSQL database, for stores whose calls are synchronous and run on
/// background queues: a call borrows a connection (opening one when none is idle, waiting when `maxConnections` are
/// out), blocks until the server answers, and gives it back. A connection that failed is closed, not reused, so
/// the next call connects again: a database that comes back is used again without a restart.
public final class PostgresPool: @unchecked Sendable {
    // @unchecked Sendable: `idle` and `nextID` are only touched under `lock`; `slots` bounds borrowing.

    /// How a transaction sees the writes of others.
    public enum Isolation: String, Sendable {
        /// Each statement sees what was committed before it began (PostgreSQL's default).
        case readCommitted = "READ COMMITTED"
        /// The whole transaction reads one snapshot.
        case repeatableRead = "REPEATABLE READ"
        /// As if transactions ran one after the other; a conflict fails with SQLSTATE 40001 and is retried.
        case serializable = "SERIALIZABLE"
    }

    /// The database connected to.
    public let url: DatabaseURL
    private let logger: Logger
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var idle: [PostgresConnection] = []
    private var nextID = 0
    /// Where the connections run.
    private let eventLoopGroup: any EventLoopGroup

    /// A pool of at most `maxConnections` connections to `url`, running on `eventLoopGroup`; none is opened until
    /// the first call.
    public init(url: DatabaseURL, maxConnections: Int = 8, logger: Logger = Logger(label: "postgres"),
                eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton) {
        self.url = url
        self.logger = logger
        self.eventLoopGroup = eventLoopGroup
        slots = DispatchSemaphore(value: maxConnections)
    }

    deinit {
        // Each connection is kept alive by its own close's callback until the channel is closed.
        for connection in idle { connection.close().whenComplete { _ in _ = connection } }
    }

    /// Runs `body` with a connection of the pool. An error that leaves the connection usable (the server refused a
    /// statement, or `body` threw its own error) gives it back; any other closes it.
    @discardableResult
    public func withConnection<T>(_ body: (PostgresSession) throws -> T) throws -> T {
        slots.wait()
        defer { slots.signal() }
        let connection = try checkOut()
        do {
            let value = try body(PostgresSession(connection: connection, url: url, logger: logger))
            checkIn(connection)
            return value
        } catch {
            if case .unreachable = error as? PostgresStorageError {
                _ = try? connection.close().wait()
            } else {
                checkIn(connection)
            }
            throw error
        }
    }

    /// Runs `body` in one transaction at `isolation`, committed when it returns and rolled back when it throws. A
    /// serialization failure or a deadlock runs the whole transaction again (up to `retries` times, after a short
    /// random pause), so `body` must do nothing but database work.
    public func transaction<T>(_ isolation: Isolation = .readCommitted, retries: Int = 20,
                               _ body: (PostgresSession) throws -> T) throws -> T {
        var attempt = 0
        while true {
            do {
                return try withConnection { session in
                    try session.execute(PostgresQuery(unsafeSQL: "BEGIN ISOLATION LEVEL \(isolation.rawValue)"))
                    do {
                        let value = try body(session)
                        try session.execute("COMMIT")
                        return value
                    } catch {
                        _ = try? session.execute("ROLLBACK")
                        throw error
                    }
                }
            } catch let error as PostgresStorageError where error.isRetryable && attempt < retries {
                attempt += 1
                Thread.sleep(forTimeInterval: Double.random(in: 0.001...0.005) * Double(min(attempt, 10)))
            }
        }
    }

    /// Asks the database a trivial query; throws when it cannot be reached (a readiness check).
    public func ping() throws {
        _ = try withConnection { session in try session.execute("SELECT 1") }
    }

    /// Closes every idle connection; later calls open new ones.
    public func close() {
        let connections = lock.withLock {
            defer { idle = [] }
            return idle
        }
        for connection in connections { _ = try? connection.close().wait() }
    }

    /// An idle connection, or a new one.
    private func checkOut() throws(PostgresStorageError) -> PostgresConnection {
        let (reused, id) = lock.withLock { () -> (PostgresConnection?, Int) in
            while let connection = idle.popLast() {
                if !connection.isClosed { return (connection, 0) }
            }
            nextID += 1
            return (nil, nextID)
        }
        if let reused { return reused }
        do {
            return try PostgresConnection.connect(on: eventLoopGroup.next(),
                                                  configuration: url.configuration, id: id, logger: logger).wait()
        } catch {
            throw PostgresStorageError.translating(error, host: url.host, port: url.port)
        }
    }

    /// Gives `connection` back to the idle list, or closes it when it is closed already.
    private func checkIn(_ connection: PostgresConnection) {
        guard !connection.isClosed else { return }
        lock.withLock { idle.append(connection) }
    }
}
