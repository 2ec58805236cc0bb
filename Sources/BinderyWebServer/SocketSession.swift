import BinderyWeb
import HummingbirdWebSocket
import NIOWebSocket
import Logging

/// One upgraded `/socket`: reads the hello, attaches to its BinderyWeb session, then relays frames both ways until
/// either side closes.
///
/// Two tasks share the socket: the conversation, in the handler's own task (reads frames, hands them to the session),
/// and the writer, an `async let` child (writes what the session sends, in order). A page that stops reading while
/// more than `maxOutboundBytes` wait for it has its connection cut by the outbound queue itself. Each task an idle
/// socket keeps costs memory (its task object and frames); a task group and a third task watching the queue used to
/// cost about 3 KiB more per socket (`Benchmarks/README.md`, memory per idle session).
struct SocketSession {
    let webApp: WebApp
    let maxMessageSize: Int
    let maxOutboundBytes: Int
    let logger: Logger

    /// Runs the socket to its end; the session is told when the socket closes. `abort` cuts the connection at
    /// once, for a page that stopped reading (no close handshake could get past what it left unread); `run` then
    /// throws `OutboundBackedUp`.
    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, abort: @escaping @Sendable () -> Void) async throws {
        let (logger, limit) = (self.logger, maxOutboundBytes)
        let queue = OutboundQueue(limit: maxOutboundBytes) { backedUp in
            logger.notice("WebSocket cut: the page stopped reading", metadata: ["queued": "\(backedUp.queuedBytes)", "limit": "\(limit)"])
            abort()
        }
        async let written: Void = write(queue, to: outbound)
        var failure: (any Error)?
        do {
            try await converse(inbound: inbound, queue: queue)
        } catch {
            failure = error
        }
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

    /// Reads the hello, attaches to the session, then hands every frame to it until the page closes.
    private func converse(inbound: WebSocketInboundStream, queue: OutboundQueue) async throws {
        // Messages up to the channel's cap are read whole, so one over `maxMessageSize` can be refused with a reply.
        var messages = inbound.messages(maxSize: maxMessageSize * SocketRoutes.channelCapFactor).makeAsyncIterator()
        guard let first = try await messages.next() else { return }
        if let oversized = oversizedBytes(first) {
            logger.notice("WebSocket closed: a frame over the size limit", metadata: ["bytes": "\(oversized)", "limit": "\(maxMessageSize)"])
            return queue.close(.messageTooLarge, reason: "Frames are limited to \(maxMessageSize) bytes.")
        }
        guard case .text(let hello) = first,
            let connection = webApp.connect(hello: hello, send: { queue.enqueue($0) })
        else {
            logger.notice("WebSocket refused: the first frame is not a hello naming a live session")
            return queue.close(.policyViolation, reason: "hello expected")
        }
        defer { connection.close() }
        do {
            while let message = try await messages.next() {
                if let oversized = oversizedBytes(message) {
                    logger.notice("WebSocket frame refused: over the size limit",
                                  metadata: ["bytes": "\(oversized)", "limit": "\(maxMessageSize)"])
                    connection.refuseOversized(bytes: oversized, limit: maxMessageSize)
                    continue
                }
                switch message {
                case .text(let text): connection.receive(text: text)
                case .binary: connection.receiveBinary()
                }
            }
        } catch is CancellationError {
            return
        } catch {
            // A message over the channel's cap or a protocol violation: the socket ends, the session waits for the next.
            logger.notice("WebSocket closed on a refused frame", metadata: ["reason": "\(error)", "limit": "\(maxMessageSize)"])
            throw error
        }
    }

    /// The message's size when it is over `maxMessageSize`, else nil.
    private func oversizedBytes(_ message: WebSocketMessage) -> Int? {
        let size: Int
        switch message {
        case .text(let text): size = text.utf8.count
        case .binary(let bytes): size = bytes.readableBytes
        }
        return size > maxMessageSize ? size : nil
    }
}
