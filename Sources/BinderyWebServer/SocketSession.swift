import BinderyWeb
import HummingbirdWebSocket
import Logging

/// One upgraded `/socket`: reads the hello, attaches to its BinderyWeb session, then relays frames both ways until either side closes.
struct SocketSession {
    let webApp: WebApp
    let maxMessageSize: Int
    let origin: String?
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
            var messages = inbound.messages(maxSize: maxMessageSize).makeAsyncIterator()
            guard let first = try await messages.next() else { return }
            guard case .text(let hello) = first,
                let connection = webApp.connect(hello: hello, origin: origin, send: { sender.yield($0) })
            else {
                logger.notice("WebSocket refused: the first frame is not a hello naming a live session")
                sender.finish()
                try await group.waitForAll()
                try await outbound.close(.policyViolation, reason: "hello expected")
                return
            }
            defer { connection.close() }
            while let message = try await messages.next() {
                switch message {
                case .text(let text): connection.receive(text: text)
                case .binary: connection.receiveBinary()
                }
            }
            sender.finish()
            try await group.waitForAll()
        }
    }
}
