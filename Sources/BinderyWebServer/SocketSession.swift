import BinderyWeb
import HummingbirdWebSocket
import Logging

/// One upgraded `/socket`: reads the hello, attaches to its BinderyWeb session, then relays frames both ways until either side closes.
struct SocketSession {
    let webApp: WebApp
    let maxMessageSize: Int
    let logger: Logger

    /// Runs the socket to its end; the session is told when the socket closes.
    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let (outgoing, sender) = AsyncStream<String>.makeStream()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await text in outgoing {
                    do {
                        try await outbound.write(.text(text))
                    } catch {
                        return  // the socket is gone; the session notices through `close()`
                    }
                }
            }
            defer { sender.finish() }
            // Messages up to the channel's cap are read whole, so one over `maxMessageSize` can be refused with a reply.
            var messages = inbound.messages(maxSize: maxMessageSize * SocketRoutes.channelCapFactor).makeAsyncIterator()
            guard let first = try await messages.next() else { return }
            if let oversized = oversizedBytes(first) {
                return try await closeAsTooBig(oversized, sender: sender, group: &group, outbound: outbound)
            }
            guard case .text(let hello) = first,
                let connection = webApp.connect(hello: hello, send: { sender.yield($0) })
            else {
                logger.notice("WebSocket refused: the first frame is not a hello naming a live session")
                sender.finish()
                try await group.waitForAll()
                try await outbound.close(.policyViolation, reason: "hello expected")
                return
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
            } catch {
                // A message over the channel's cap or a protocol violation: the socket ends, the session waits for the next.
                logger.notice("WebSocket closed on a refused frame", metadata: ["reason": "\(error)", "limit": "\(maxMessageSize)"])
                throw error
            }
            sender.finish()
            try await group.waitForAll()
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

    /// Refuses an oversized hello (there is no session to reply in yet): logs it, lets the pending replies go out,
    /// and closes with 1009 and a reason the page can read.
    private func closeAsTooBig(_ size: Int, sender: AsyncStream<String>.Continuation,
                               group: inout ThrowingTaskGroup<Void, any Error>, outbound: WebSocketOutboundWriter) async throws {
        logger.notice("WebSocket closed: a frame over the size limit", metadata: ["bytes": "\(size)", "limit": "\(maxMessageSize)"])
        sender.finish()
        try await group.waitForAll()
        try await outbound.close(.messageTooLarge, reason: "Frames are limited to \(maxMessageSize) bytes.")
    }
}
