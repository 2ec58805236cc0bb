import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// A server child channel whose connections first pass a `RequestGuard`, then `inner`'s HTTP pipeline, whose
/// parser errors go back to the guard (`UnparsableRequestRelay`).
struct GuardedServerChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value

    let inner: Inner
    let limits: RequestLimits
    /// Whether upgrades are answered 503 now (the server drains).
    let refusesUpgrades: @Sendable () -> Bool

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let requestGuard = RequestGuard(limits: limits, refusesUpgrades: refusesUpgrades)
        do {
            try channel.pipeline.syncOperations.addHandler(requestGuard)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        let boundGuard = NIOLoopBound(requestGuard, eventLoop: channel.eventLoop)
        return inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            try channel.pipeline.syncOperations.addHandler(UnparsableRequestRelay(requestGuard: boundGuard.value))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
