import Logging
import ServiceLifecycle
import UnixSignals

extension WebServer {
    /// Drains before a stop, so that a load balancer hands this instance's tabs to the others: readiness turns 503,
    /// new pages and socket upgrades get 503 (`OperationsRoutes.retryAfterSeconds`), every open page is told to
    /// move (`ServerMessage.move`: it reloads as soon as a server answers, on another instance or this one once it is back); then waits until no socket
    /// is left or `WebServerConfiguration.drainTimeout` passes, and flushes the browsers' shared values and the apps'
    /// stores. Cancelling the task
    /// cuts the wait short; the stores are flushed all the same. Each phase is logged.
    public func drain(logger: Logger) async {
        let open = webApp.connectedSessionCount
        logger.notice("Draining: refusing new pages and sockets, telling open pages to move",
                      metadata: ["connected": "\(open)", "timeout": "\(configuration.drainTimeout)"])
        webApp.beginDrain()
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: configuration.drainTimeout)
        while webApp.connectedSessionCount > 0, clock.now < deadline {
            do { try await Task.sleep(for: .milliseconds(50)) } catch { break }
        }
        let left = webApp.connectedSessionCount
        if left == 0 {
            logger.notice("Drained: every page has moved")
        } else {
            logger.warning("Drain ended with pages still connected", metadata: ["connected": "\(left)",
                                                                                 "cancelled": "\(Task.isCancelled)"])
        }
        logger.notice("Flushing the apps' stores")
        webApp.browsers.flush()
        configuration.flushStores()
        logger.notice("Stopping")
    }

    /// Runs `application` (from `makeApplication`) until the process gets SIGTERM or SIGINT, then `drain`s and
    /// stops it gracefully; a second signal cuts the drain short and stops at once.
    public func runService(_ application: some Service, logger: Logger) async throws {
        let signals = await UnixSignalsSequence(trapping: .sigterm, .sigint)
        let (stopRequests, requestStop) = AsyncStream.makeStream(of: Void.self)
        let forwarding = Task {
            for await signal in signals {
                logger.notice("Signal caught", metadata: ["signal": "\(signal)"])
                requestStop.yield()
            }
        }
        defer { forwarding.cancel() }
        try await serve(application, logger: logger, stopRequests: stopRequests)
    }

    /// Runs `application` until the first element of `stopRequests`, then drains and stops it; a second element
    /// stops at once (the stores are still flushed). What `runService` does with signals; tests send their own.
    func serve(_ application: some Service, logger: Logger, stopRequests: AsyncStream<Void>) async throws {
        let group = ServiceGroup(configuration: .init(services: [application], gracefulShutdownSignals: [], logger: logger))
        // Each task says whether it was the application's: the listener ending alone stops nothing.
        try await withThrowingTaskGroup(of: Bool.self) { tasks in
            tasks.addTask {
                try await group.run()
                return true
            }
            tasks.addTask {
                var drain: Task<Void, Never>?
                for await _ in stopRequests {
                    guard let running = drain else {
                        drain = Task {
                            await self.drain(logger: logger)
                            await group.triggerGracefulShutdown()
                        }
                        continue
                    }
                    logger.warning("A second stop request: stopping at once")
                    running.cancel()
                    await running.value
                    throw CancellationError()
                }
                return false
            }
            do {
                // Until the application stops (a graceful shutdown, or an error), or a second stop request.
                while let wasApplication = try await tasks.next(), !wasApplication {}
            } catch is CancellationError {}
            tasks.cancelAll()
        }
    }
}
