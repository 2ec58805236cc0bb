import BinderyWeb
import HummingbirdWebSocket
import NIOWebSocket
import Logging
import Synchronization

/// One upgraded `/socket` of a `BinderyMount` in an application of one's own (hummingbird-websocket's channel): hands
/// what it reads to a `SessionConversation`, then relays frames both ways until either side closes. (`WebServer`'s
/// sockets need no task: `SocketChannelHandler`.)
///
/// Two tasks share the socket: the conversation, in the handler's own task (reads frames, hands them to the session),
/// and the writer, an `async let` child (writes what the session sends, in order). A page that stops reading while
/// more than its `limits.maxOutboundBytes` wait for it has its connection cut by the outbound queue itself. A socket
/// that says no hello within `limits.helloTimeout` is closed as refused (`WireProtocol.CloseCode.refused`).
struct SocketSession {
    let webApp: WebApp
    let visitor: SocketVisitor
    let limits: SocketLimits
    let logger: Logger

    /// Runs the socket to its end; the session is told when the socket closes. `abort` cuts the connection at
    /// once, for a page that stopped reading (no close handshake could get past what it left unread); `run` then
    /// throws `OutboundBackedUp`.
    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, abort: @escaping @Sendable () -> Void) async throws {
        let (logger, limit) = (self.logger, limits.maxOutboundBytes)
        let queue = OutboundQueue(limit: limit) { backedUp in
            SocketLog.notice(logger, "WebSocket cut: the page stopped reading", metadata: ["queued": "\(backedUp.queuedBytes)", "limit": "\(limit)"])
            abort()
        }
        async let written: Void = write(queue, to: outbound)
        let attached = HelloFlag()
        let helloTimeout = Duration.nanoseconds(limits.helloTimeout.nanoseconds)
        let helloDeadline = Task {
            try await Task.sleep(for: helloTimeout)
            guard !attached.said.load(ordering: .acquiring) else { return }
            SocketLog.notice(logger, "WebSocket closed: no hello in time", metadata: ["limit": "\(helloTimeout)"])
            queue.close(.refused, reason: "hello expected")
            // The page's close ends the socket; one that does not answer is cut, as the channel handler does.
            try await Task.sleep(for: .nanoseconds(SocketChannelHandler.closeTimeout.nanoseconds))
            abort()
        }
        var failure: (any Error)?
        do {
            try await converse(inbound: inbound, queue: queue, attached: attached)
        } catch {
            failure = error
        }
        helloDeadline.cancel()
        queue.finish()
        await written   // awaited, not cancelled at the scope's end: what was queued still goes out
        if let error = queue.overflow ?? failure { throw error }
    }

    /// Writes the queue's items in order until it ends; a write that fails means the socket is gone.
    private func write(_ queue: OutboundQueue, to outbound: WebSocketOutboundWriter) async {
        while let item = await queue.next() {
            do {
                switch item {
                case .text(let text): try await outbound.write(.text(text))
                case .close(let code, let reason): try await outbound.close(code, reason: reason)
                }
            } catch {
                queue.finish()
                return  // the socket is gone; the session notices through `close()`
            }
        }
    }

    /// Hands every message to a `SessionConversation` until the page closes or the conversation ends.
    private func converse(inbound: WebSocketInboundStream, queue: OutboundQueue, attached: HelloFlag) async throws {
        let output = SocketOutput(send: { queue.enqueue(String(decoding: $0, as: UTF8.self)) }, close: { queue.close($0, reason: $1) })
        let conversation = SessionConversation(webApp: webApp, visitor: visitor, maxMessageSize: limits.maxMessageSize, output: output, logger: logger)
        defer { conversation.end() }
        // Messages up to the channel's cap are read whole, so one over `maxMessageSize` can be refused with a reply.
        var messages = inbound.messages(maxSize: limits.channelCap).makeAsyncIterator()
        do {
            while !conversation.isEnded, let message = try await messages.next() {
                switch message {
                case .text(let text):
                    conversation.receive(text: text)
                    if conversation.isAttached { attached.said.store(true, ordering: .releasing) }
                case .binary(let bytes): conversation.receiveBinary(byteCount: bytes.readableBytes)
                }
            }
        } catch is CancellationError {
            return
        } catch {
            // A message over the channel's cap or a protocol violation: the socket ends, the session waits for the next.
            SocketLog.notice(logger, "WebSocket closed on a refused frame", metadata: ["reason": "\(error)", "limit": "\(limits.maxMessageSize)"])
            throw error
        }
    }
}

/// Whether a socket's hello attached it to its session, set by its conversation and read by its hello deadline.
private final class HelloFlag: Sendable {
    let said = Atomic(false)
}
