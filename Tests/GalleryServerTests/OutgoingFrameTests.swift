@testable import BinderyWebServer
import Logging
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing

/// Each frame the server sends is one buffer holding its header and payload (`OutgoingFrame`), which NIO's own decoder
/// reads back as the frame meant.
struct OutgoingFrameTests {
    private let allocator = ByteBufferAllocator()

    /// The one frame `buffer` holds, by NIO's decoder (through `readOutboundFrames`).
    private func decode(_ buffer: ByteBuffer) throws -> WebSocketFrame {
        let channel = EmbeddedChannel()
        try channel.writeOutbound(buffer)
        let frames = try channel.readOutboundFrames()
        try #require(frames.count == 1)
        return frames[0]
    }

    @Test(arguments: [0, 1, 125, 126, 65_535, 65_536])
    func aTextFrameOfAnyLengthIsOneWholeFrame(length: Int) throws {
        let text = String(repeating: "é", count: length / 2) + String(repeating: "a", count: length % 2)
        for buffer in [OutgoingFrame.text(text, allocator: allocator), OutgoingFrame.text(utf8: Array(text.utf8), allocator: allocator)] {
            let headerLength = length <= 125 ? 2 : length <= 65_535 ? 4 : 10
            #expect(buffer.readableBytes == headerLength + length)
            let frame = try decode(buffer)
            #expect(frame.fin && frame.opcode == .text && frame.maskKey == nil)
            #expect(!frame.rsv1 && !frame.rsv2 && !frame.rsv3)
            #expect(String(buffer: frame.data) == text, "the payload of \(length) bytes")
        }
    }

    @Test func aCloseFrameCarriesItsCodeAndReason() throws {
        let frame = try decode(OutgoingFrame.close(.policyViolation, reason: "hello expected", allocator: allocator))
        #expect(frame.fin && frame.opcode == .connectionClose)
        var data = frame.data
        #expect(data.readWebSocketErrorCode() == .policyViolation)
        #expect(String(buffer: data) == "hello expected")
        var bare = try decode(OutgoingFrame.close(.normalClosure, allocator: allocator)).data
        #expect(bare.readableBytes == 2 && bare.readWebSocketErrorCode() == .normalClosure)
    }

    @Test func aPongCarriesThePingsData() throws {
        let frame = try decode(OutgoingFrame.control(.pong, data: ByteBuffer(bytes: [1, 2, 3]), allocator: allocator))
        #expect(frame.fin && frame.opcode == .pong && Array(buffer: frame.data) == [1, 2, 3])
        let ping = try decode(OutgoingFrame.control(.ping, data: ByteBuffer(), allocator: allocator))
        #expect(ping.opcode == .ping && ping.data.readableBytes == 0)
    }

    /// The echo socket answers a text frame with one buffer: no encoder sits between the handler and the channel.
    @Test func theEchoAnswersWithOneBufferAFrame() throws {
        let limits = SocketLimits(maxMessageSize: 1 << 17, channelCap: 1 << 18, maxOutboundBytes: 1 << 20,
                                  pingInterval: .seconds(30), helloTimeout: .seconds(10))
        let channel = EmbeddedChannel(handler: SocketChannelHandler(admission: .echo, limits: limits, logger: Logger(label: "test")))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        try channel.writeInbound(WebSocketWire.encode(opcode: 0x1, payload: Array("tap".utf8)))
        let frames = try channel.readOutboundFrames()
        #expect(frames.map(\.opcode) == [.text])
        #expect(frames.first.map { String(buffer: $0.data) } == "tap")
        _ = try channel.finish()
    }
}
