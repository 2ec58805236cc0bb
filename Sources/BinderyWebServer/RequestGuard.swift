import NIOCore

/// The first handler of every connection: checks each HTTP/1 request's raw bytes against `RequestLimits` before
/// any parser sees them, answers a request that breaks a limit itself, and closes its connection.
///
/// A request head is held here until it is complete (at most `maxHeaderBytes`), then passed on whole; bodies pass
/// through as they come. It reads only what framing needs (where a head ends, `Content-Length`,
/// `Transfer-Encoding`, `Upgrade`). Once a connection upgrades to a WebSocket it leaves the pipeline: frames have
/// limits of their own. Between requests the HTTP layer's idle timeout applies, counted from the end of the
/// response (this guard cannot see where a response ends).
final class RequestGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private enum Phase {
        /// Reading a request head into `head`.
        case head
        /// Passing a body on: this many bytes are still to come.
        case body(remaining: Int)
        /// Between requests on a kept-alive connection.
        case idle
        /// Upgraded: everything passes.
        case upgraded
        /// Refused: nothing more is read.
        case refused
    }

    private let limits: RequestLimits
    /// Whether upgrades are answered 503 now (the server drains before it stops).
    private let refusesUpgrades: @Sendable () -> Bool
    private var phase = Phase.head
    private var head: [UInt8] = []
    private var timer: Scheduled<Void>?
    /// This handler's place in its pipeline, kept so that a head the HTTP parser rejects can be refused from here.
    private var context: ChannelHandlerContext?
    /// The connection's `UnparsableRequestRelay`, which leaves the pipeline with this guard on an upgrade: a socket
    /// has no HTTP parser to hear from, and the relay kept this guard (its head buffer, its timer) alive for the
    /// socket's life (≈ 0.5 KiB of an idle tab's heap).
    weak var relay: UnparsableRequestRelay?

    init(limits: RequestLimits, refusesUpgrades: @escaping @Sendable () -> Bool = { false }) {
        self.limits = limits
        self.refusesUpgrades = refusesUpgrades
    }

    func handlerAdded(context: ChannelHandlerContext) { self.context = context }

    func channelActive(context: ChannelHandlerContext) {
        arm(limits.headerTimeout, context: context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        self.context = nil
    }

    /// Answers 400 and closes: the HTTP parser rejected a head that framing let through (a control byte in a header,
    /// an unknown method or version, a bare line feed). Without this the connection would wait forever for a request
    /// that will never be parsed. Called on the channel's event loop.
    func refuseUnparsableRequest() {
        guard let context else { return }
        switch phase {
        case .refused, .upgraded: return
        case .head, .body, .idle: refuse(.badRequest, context: context)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var input = unwrapInboundIn(data)
        var output = context.channel.allocator.buffer(capacity: input.readableBytes)
        while input.readableBytes > 0 {
            switch phase {
            case .refused:
                return
            case .upgraded:
                output.writeBuffer(&input)
            case .idle:
                phase = .head
                arm(limits.headerTimeout, context: context)
            case .body(let remaining):
                let taken = min(remaining, input.readableBytes)
                var slice = input.readSlice(length: taken)!
                output.writeBuffer(&slice)
                if taken == remaining { requestEnded(context: context) } else { phase = .body(remaining: remaining - taken) }
            case .head:
                switch readHead(from: &input, context: context) {
                case .incomplete:
                    break
                case .complete(let bytes):
                    output.writeBytes(bytes)
                case .refused(let refusal):
                    if output.readableBytes > 0 { context.fireChannelRead(wrapInboundOut(output)) }
                    return refuse(refusal, context: context)
                }
            }
        }
        if output.readableBytes > 0 { context.fireChannelRead(wrapInboundOut(output)) }
        if case .upgraded = phase {
            if let relay { context.pipeline.syncOperations.removeHandler(relay, promise: nil) }
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }

    private enum HeadProgress {
        case incomplete
        case complete([UInt8])
        case refused(HTTPRefusal)
    }

    /// Takes bytes from `input` up to the end of the current head.
    private func readHead(from input: inout ByteBuffer, context: ChannelHandlerContext) -> HeadProgress {
        let searchFrom = max(0, head.count - 3)
        let room = max(0, limits.maxHeaderBytes - head.count) + 1
        let chunk = input.readableBytesView.prefix(room)
        head.append(contentsOf: chunk)
        guard let end = Self.endOfHead(in: head, from: searchFrom) else {
            input.moveReaderIndex(forwardBy: chunk.count)
            if !head.contains(UInt8(ascii: "\n")), head.count > limits.maxRequestLineBytes { return .refused(.uriTooLong) }
            return head.count > limits.maxHeaderBytes ? .refused(.headerTooLarge) : .incomplete
        }
        input.moveReaderIndex(forwardBy: chunk.count - (head.count - end))
        let complete = Array(head[..<end])
        head.removeAll(keepingCapacity: true)
        let framing = RequestFraming(head: complete)
        if framing.requestLineBytes > limits.maxRequestLineBytes { return .refused(.uriTooLong) }
        if end > limits.maxHeaderBytes { return .refused(.headerTooLarge) }
        if framing.isChunked { return .refused(.lengthRequired) }
        guard let length = framing.contentLength, length <= limits.maxBodyBytes else {
            return .refused(framing.contentLength == nil ? .badRequest : .contentTooLarge)
        }
        if framing.isUpgrade {
            if refusesUpgrades() { return .refused(.draining) }
            timer?.cancel()
            timer = nil
            head = []
            phase = .upgraded
        } else if length > 0 {
            phase = .body(remaining: length)
            arm(limits.bodyTimeout, context: context)
        } else {
            requestEnded(context: context)
        }
        return .complete(complete)
    }

    private func requestEnded(context: ChannelHandlerContext) {
        timer?.cancel()
        phase = .idle
    }

    /// Where the blank line that ends a head ends in `bytes`, searching from `start`.
    private static func endOfHead(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 3 < bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index + 4 }
            index += 1
        }
        return nil
    }

    /// Starts the clock for the current phase; when it runs out, a started request gets 408 and a connection that
    /// never sent a byte is simply closed.
    private func arm(_ limit: Duration, context: ChannelHandlerContext) {
        timer?.cancel()
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(limit)) { [self] in
            switch phase {
            case .head where !head.isEmpty, .body: refuse(.timeout, context: context)
            case .head: context.close(promise: nil)
            case .idle, .upgraded, .refused: break
            }
        }
    }

    private func refuse(_ refusal: HTTPRefusal, context: ChannelHandlerContext) {
        timer?.cancel()
        phase = .refused
        head = []
        let closeAfterwards = context.channel
        context.writeAndFlush(NIOAny(refusal.response(allocator: context.channel.allocator))).whenComplete { _ in
            closeAfterwards.close(promise: nil)
        }
    }
}
