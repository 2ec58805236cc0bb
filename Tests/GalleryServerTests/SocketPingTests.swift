@testable import BinderyWebServer
import Logging
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing

/// `SocketChannelHandler`'s pings on virtual time (an `EmbeddedChannel`): a ping every interval, and a page that sent
/// nothing for a whole interval after a ping is closed as going away. Nothing here waits on a clock.
struct SocketPingTests {
    private static let interval = TimeAmount.seconds(30)

    /// An echo socket's handler on an embedded channel, active, with its first ping not yet due.
    private func makeSocket() throws -> EmbeddedChannel {
        let limits = SocketLimits(maxMessageSize: 1024, channelCap: 4096, maxOutboundBytes: 1 << 20,
                                  pingInterval: Self.interval, helloTimeout: .seconds(10))
        let channel = EmbeddedChannel(handler: SocketChannelHandler(admission: .echo, limits: limits, logger: Logger(label: "test")))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    private func sent(_ channel: EmbeddedChannel) throws -> [WebSocketOpcode] {
        try channel.readOutboundFrames().map(\.opcode)
    }

    @Test func aPageThatAnswersEveryPingStaysOpen() throws {
        let channel = try makeSocket()
        for _ in 0..<5 {
            channel.embeddedEventLoop.advanceTime(by: Self.interval)
            #expect(try sent(channel) == [.ping])
            try channel.writeInbound(WebSocketWire.encode(opcode: 0xA, payload: []))
        }
        #expect(channel.isActive)
        _ = try channel.finish()
    }

    @Test func anyFrameFromThePageCountsAsAnAnswer() throws {
        let channel = try makeSocket()
        channel.embeddedEventLoop.advanceTime(by: Self.interval)
        #expect(try sent(channel) == [.ping])
        try channel.writeInbound(WebSocketWire.encode(opcode: 0x1, payload: Array("hi".utf8)))
        #expect(try sent(channel) == [.text], "the echo answers")
        channel.embeddedEventLoop.advanceTime(by: Self.interval)
        #expect(try sent(channel) == [.ping])
        #expect(channel.isActive)
        _ = try channel.finish()
    }

    @Test func aPageSilentForAWholeIntervalAfterAPingIsClosedAsGoingAway() throws {
        let channel = try makeSocket()
        channel.embeddedEventLoop.advanceTime(by: Self.interval - .seconds(1))
        #expect(try sent(channel) == [], "nothing before the first interval")
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        #expect(try sent(channel) == [.ping])
        channel.embeddedEventLoop.advanceTime(by: Self.interval - .seconds(1))
        #expect(channel.isActive, "a whole interval is allowed")
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        let close = try #require(try channel.readOutboundFrames().first)
        var data = close.unmaskedData
        #expect(close.opcode == .connectionClose)
        #expect(data.readWebSocketErrorCode() == .goingAway)
        #expect(!channel.isActive)
    }
}
