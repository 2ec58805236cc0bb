import Foundation
import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Upgrades a connection to a WebSocket (RFC 6455 §4.2) for `BinderyServerChannel`: the handshake's checks and its
/// `Sec-WebSocket-Accept`, then the socket's handler, which `addSocketHandler` adds.
///
/// NIO's `NIOTypedWebSocketServerUpgrader` does the same but puts its frame codec in the pipeline first: an encoder
/// that writes every frame as two buffers and cannot be removed, and a decoder behind a `ByteToMessageHandler`, each
/// a hop and a boxed frame on every frame's way. `SocketChannelHandler` reads and writes the socket's bytes itself
/// (`IncomingFrameReader`, `OutgoingFrame`; `Benchmarks/HISTORY.md`, "One buffer a frame, and no codec in the
/// pipeline").
struct SocketUpgrader<UpgradeResult: Sendable>: NIOTypedHTTPServerProtocolUpgrader, Sendable {
    /// The GUID every handshake's accept value is derived with (RFC 6455 §1.3).
    static var handshakeGUID: String { "258EAFA5-E914-47DA-95CA-C5AB0DC85B11" }

    /// Decides a request that passed the handshake's checks: the headers to answer with, or nil to refuse it.
    let shouldUpgrade: @Sendable (any Channel, HTTPRequestHead) -> EventLoopFuture<HTTPHeaders?>
    /// Adds the socket's handler, on the channel's event loop, and returns what the upgrade returns.
    let addSocketHandler: @Sendable (any Channel) throws -> UpgradeResult

    var supportedProtocol: String { "websocket" }
    /// None that the `Connection` header must list: a browser's says `Upgrade` alone; the key and version are
    /// checked by `buildUpgradeResponse`.
    var requiredUpgradeHeaders: [String] { [] }

    /// The accept value for a handshake's `Sec-WebSocket-Key`: the base64 of SHA-1 over the key and the GUID.
    static func acceptValue(forKey key: String) -> String {
        Data(SHA1.digest(Array((key + handshakeGUID).utf8))).base64EncodedString()
    }

    func buildUpgradeResponse(channel: any Channel, upgradeRequest: HTTPRequestHead,
                              initialResponseHeaders: HTTPHeaders) -> EventLoopFuture<HTTPHeaders> {
        // One key and version 13, each given once and not as a list.
        let keys = upgradeRequest.headers[canonicalForm: "Sec-WebSocket-Key"]
        let versions = upgradeRequest.headers[canonicalForm: "Sec-WebSocket-Version"]
        guard keys.count == 1, let key = keys.first, versions.count == 1, versions.first == "13" else {
            return channel.eventLoop.makeFailedFuture(NIOWebSocketUpgradeError.invalidUpgradeHeader)
        }
        let accept = Self.acceptValue(forKey: String(key))
        return shouldUpgrade(channel, upgradeRequest).flatMapThrowing { headers in
            guard var headers else { throw NIOWebSocketUpgradeError.unsupportedWebSocketTarget }
            headers.replaceOrAdd(name: "Upgrade", value: "websocket")
            headers.replaceOrAdd(name: "Connection", value: "upgrade")
            headers.add(name: "Sec-WebSocket-Accept", value: accept)
            return headers
        }
    }

    func upgrade(channel: any Channel, upgradeRequest: HTTPRequestHead) -> EventLoopFuture<UpgradeResult> {
        channel.eventLoop.makeCompletedFuture { try addSocketHandler(channel) }
    }
}
