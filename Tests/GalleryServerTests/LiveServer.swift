import Hummingbird
import Logging
import ServiceLifecycle

/// Runs a real server for one test on the port the system picks, and stops it with a graceful shutdown when the test is done.
enum LiveServer {
    /// The servers' logger: warnings and worse only, so test output stays readable.
    static let logger: Logger = {
        var logger = Logger(label: "gallery-tests")
        logger.logLevel = .warning
        return logger
    }()

    /// Starts the application `makeApplication` builds (it must call `onListening` with its port), runs `body` with that port, then shuts the server down gracefully.
    static func run<Application: ApplicationProtocol, Value: Sendable>(
        _ makeApplication: (_ onListening: @escaping @Sendable (Int) -> Void) -> Application,
        body: (_ port: Int) async throws -> Value
    ) async throws -> Value {
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let application = makeApplication { port in
            portSink.yield(port)
            portSink.finish()
        }
        let serviceGroup = ServiceGroup(
            configuration: ServiceGroupConfiguration(services: [application], gracefulShutdownSignals: [], logger: logger)
        )
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer { portSink.finish() }  // a server that fails to start ends the wait for its port
                try await serviceGroup.run()
            }
            var portIterator = ports.makeAsyncIterator()
            guard let port = await portIterator.next() else {
                try await group.waitForAll()  // throws why the server stopped
                throw LiveServerError.stoppedBeforeListening
            }
            let result: Result<Value, any Error>
            do {
                result = .success(try await body(port))
            } catch {
                result = .failure(error)
            }
            await serviceGroup.triggerGracefulShutdown()
            try await group.waitForAll()
            return try result.get()
        }
    }
}

/// Why a test server did not run.
enum LiveServerError: Error {
    /// The server stopped without ever listening.
    case stoppedBeforeListening
}
