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
    /// The connections each client holds (`limits.maxConnectionsPerClient`); a trusted proxy's are not counted.
    let connections: PerClientCounter
    let trustedProxies: Set<String>

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let peer = channel.remoteAddress?.ipAddress
        if !(peer.map(trustedProxies.contains) ?? false), !connections.admit(client: peer, on: channel) {
            SocketLog.notice(logger, "Connection closed: the client holds the most connections allowed",
                             metadata: ["client": "\(peer ?? "unknown")", "limit": "\(limits.maxConnectionsPerClient)"])
            // Closed as soon as it is active; its set-up completes as usual, so the server lets it go as any other.
            do {
                try channel.pipeline.syncOperations.addHandler(CloseOnActive())
            } catch {
                return channel.eventLoop.makeFailedFuture(error)
            }
            return inner.setup(channel: channel, logger: logger)
        }
        let requestGuard = RequestGuard(limits: limits, refusesUpgrades: refusesUpgrades)
        do {
            try channel.pipeline.syncOperations.addHandler(requestGuard)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        let boundGuard = NIOLoopBound(requestGuard, eventLoop: channel.eventLoop)
        return inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let relay = UnparsableRequestRelay(requestGuard: boundGuard.value)
            boundGuard.value.relay = relay
            try channel.pipeline.syncOperations.addHandler(relay)
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

/// Closes its connection the moment it is active: a connection refused before a byte of it is read.
private final class CloseOnActive: ChannelInboundHandler {
    typealias InboundIn = NIOAny

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { context.close(promise: nil) }
    }

    func channelActive(context: ChannelHandlerContext) { context.close(promise: nil) }
}
