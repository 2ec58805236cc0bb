import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// A server child channel whose connections first pass a `RequestGuard`, then `inner`'s HTTP pipeline.
struct GuardedServerChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value

    let inner: Inner
    let limits: RequestLimits
    /// Whether upgrades are answered 503 now (the server drains).
    let refusesUpgrades: @Sendable () -> Bool

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(RequestGuard(limits: limits, refusesUpgrades: refusesUpgrades))
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
