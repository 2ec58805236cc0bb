import NIOCore
import NIOEmbedded
import NIOWebSocket

extension EmbeddedChannel {
    /// A sent buffer that is not exactly one frame.
    struct NotOneFrame: Error {
        let frames: Int
        let bytesLeft: Int
    }

    /// The frames a socket's handler wrote since the last call, each parsed by NIO's own decoder from the one buffer
    /// `OutgoingFrame` encoded it into: a buffer that is not one whole frame throws.
    func readOutboundFrames() throws -> [WebSocketFrame] {
        var frames: [WebSocketFrame] = []
        while let buffer = try readOutbound(as: ByteBuffer.self) {
            let decoder = EmbeddedChannel(handler: ByteToMessageHandler(WebSocketFrameDecoder(maxFrameSize: 1 << 24)))
            try decoder.writeInbound(buffer)
            var decoded: [WebSocketFrame] = []
            while let frame = try decoder.readInbound(as: WebSocketFrame.self) { decoded.append(frame) }
            let left = try decoder.finish(acceptAlreadyClosed: true)
            guard decoded.count == 1, case .clean = left else {
                throw NotOneFrame(frames: decoded.count, bytesLeft: buffer.readableBytes)
            }
            frames.append(contentsOf: decoded)
        }
        return frames
    }
}
