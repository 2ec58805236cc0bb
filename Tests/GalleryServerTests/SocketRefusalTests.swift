@testable import BinderyWebServer
import Logging
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing

/// What `SocketChannelHandler` does with a frame its reader refuses, when the bytes after it came in the same read:
/// after a refused message it reads on (the page's close ends the handshake at once); after a malformed frame it reads
/// nothing more.
struct SocketRefusalTests {
    private func makeEchoSocket() throws -> EmbeddedChannel {
        let limits = SocketLimits(maxMessageSize: 1024, channelCap: 4096, maxOutboundBytes: 1 << 20,
                                  pingInterval: .seconds(30), helloTimeout: .seconds(10))
        let channel = EmbeddedChannel(handler: SocketChannelHandler(admission: .echo, limits: limits, logger: Logger(label: "test")))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    private func closeCode(_ frame: WebSocketFrame) -> WebSocketErrorCode? {
        var data = frame.data
        return frame.opcode == .connectionClose ? data.readWebSocketErrorCode() : nil
    }

    @Test func aMessagePastTheCapIsRefusedAndThePagesCloseInTheSameReadEndsIt() throws {
        let channel = try makeEchoSocket()
        let part = [UInt8](repeating: 0x78, count: 3000)
        var bytes = WebSocketWire.encode(opcode: 0x1, payload: part, fin: false)
        bytes.writeImmutableBuffer(WebSocketWire.encode(opcode: 0x0, payload: part, fin: true))  // 6,000 > 4,096
        bytes.writeImmutableBuffer(WebSocketWire.encode(opcode: 0x8, payload: [0x03, 0xF1]))
        try channel.writeInbound(bytes)
        let sent = try channel.readOutboundFrames()
        #expect(sent.map(closeCode) == [.messageTooLarge])
        #expect(!channel.isActive, "the page's close, read after the refusal, closed the connection")
    }

    @Test func aMalformedFrameIsRefusedAndTheFramesAfterItInTheSameReadAreNotRead() throws {
        let channel = try makeEchoSocket()
        var bytes = WebSocketWire.encode(opcode: 0x1, payload: Array("before".utf8))
        bytes.writeImmutableBuffer(WebSocketWire.encode(opcode: 0x3, payload: [1]))  // a reserved opcode
        bytes.writeImmutableBuffer(WebSocketWire.encode(opcode: 0x1, payload: Array("after".utf8)))
        try channel.writeInbound(bytes)
        let sent = try channel.readOutboundFrames()
        #expect(sent.map(\.opcode) == [.text, .connectionClose])
        #expect(sent.first.map { String(buffer: $0.data) } == "before")
        #expect(sent.last.flatMap(closeCode) == .protocolError)
        #expect(!channel.isActive)
    }
}
