import BinderyWeb
import Dispatch
import Logging
import NIOCore
import NIOWebSocket

/// Serves one upgraded socket on its channel's event loop, with no task: a session's socket (its messages go to a
/// `SessionConversation`) or the diagnostics' echo.
///
/// An idle socket is then only its channel, this handler and its session: no task object, no suspended frames, no
/// async streams between the event loop and the session, and no hop through the concurrency pool per frame
/// (`Benchmarks/HISTORY.md`, "Where an idle tab's memory goes"). What the task-based socket did, this does in the
/// pipeline:
/// - control frames: a ping is answered; the page is pinged every `pingInterval`, and a page that sent nothing, not
///   even a pong, for a whole interval after a ping is closed;
/// - the close handshake: a page's close is answered and the connection closed; a close of ours is followed by the
///   page's, or by `closeTimeout`;
/// - a page that stops reading: past `maxOutboundBytes` waiting in the channel (its high write-buffer watermark),
///   the connection is cut; the page's next socket resumes the session with the screen sent whole;
/// - a graceful stop: every socket is closed as going away;
/// - a session socket that says no hello within `helloTimeout` is closed.
///
/// It reads the socket's bytes itself (`IncomingFrameReader`: frames bounded by the channel's cap, fragments joined
/// up to the same cap, refusals answered with 1009 or 1002) and encodes each frame it sends into one buffer
/// (`OutgoingFrame`): `SocketUpgrader` adds no frame codec to the pipeline, only this handler.
final class SocketChannelHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    /// Frames encoded whole (`OutgoingFrame`): the pipeline has no frame encoder.
    typealias OutboundOut = ByteBuffer

    /// How long a close of ours waits for the page's close before the connection is cut.
    static let closeTimeout = TimeAmount.seconds(5)

    /// What the socket is: a session's, or the diagnostics' echo.
    private let admission: SocketAdmission
    private let limits: SocketLimits
    /// The page's frames, read from the socket's bytes up to `limits.channelCap`.
    private var reader: IncomingFrameReader
    private let logger: Logger
    private var context: ChannelHandlerContext?
    private var conversation: SessionConversation?
    /// A close frame of ours is sent: nothing more is.
    private var isClosing = false
    /// Whether anything came from the page since the last ping.
    private var heardSincePing = true
    /// Whether a session socket still waits for its hello: its `helloTimeout` closes it then.
    private var awaitsHello = false
    private var closeTimer: Scheduled<Void>?
    /// While the hello is handled off the event loop: the page's frames that came meanwhile, handled in order once
    /// it is; nil otherwise.
    private var framesAfterHello: [IncomingFrame]?
    /// The socket ended while its hello was handled: its conversation ends once the hello is.
    private var endsAfterHello = false

    /// Where the hellos that may restore a tab are handled: its record is read from the continuity store (a blocking
    /// query with PostgreSQL, which NIO traps on an event loop) and replayed, and neither may hold up the loop's
    /// other sockets.
    private static let helloQueue = DispatchQueue(label: "bindery.socket.hello", attributes: .concurrent)

    init(admission: SocketAdmission, limits: SocketLimits, logger: Logger) {
        self.admission = admission
        self.reader = IncomingFrameReader(maxPayload: limits.channelCap)
        self.limits = limits
        self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        let high = max(limits.maxOutboundBytes, 2)
        try? context.channel.syncOptions?.setOption(ChannelOptions.writeBufferWaterMark,
                                                    value: .init(low: high / 2, high: high))
        if case .session(let webApp, _, let visitor) = admission {
            let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
            let eventLoop = context.eventLoop
            let output = SocketOutput(
                send: { utf8 in
                    if eventLoop.inEventLoop { handler.value.write(utf8: utf8) } else { eventLoop.execute { handler.value.write(utf8: utf8) } }
                },
                close: { code, reason in eventLoop.execute { handler.value.close(code, reason: reason) } }
            )
            conversation = SessionConversation(webApp: webApp, visitor: visitor, maxMessageSize: limits.maxMessageSize,
                                               output: output, logger: logger)
            awaitsHello = true
            schedule(.hello, in: limits.helloTimeout)
        }
        schedule(.ping, in: limits.pingInterval)
    }

    func handlerRemoved(context: ChannelHandlerContext) { finish() }

    func channelInactive(context: ChannelHandlerContext) {
        finish()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        while true {  // a refused message leaves the frames after it to read: the page's close among them
            do {
                guard let frame = try reader.next(in: &bytes) else { return }
                receive(frame, context: context)
            } catch {
                refuse(error, context: context)
            }
        }
    }

    private func receive(_ frame: IncomingFrame, context: ChannelHandlerContext) {
        heardSincePing = true
        if isClosing, !frame.isClose { return }  // closing: only the page's close matters
        if framesAfterHello != nil, frame.isMessage {
            framesAfterHello?.append(frame)  // handled in order once the hello is
            return
        }
        handle(frame, context: context)
    }

    private func handle(_ frame: IncomingFrame, context: ChannelHandlerContext) {
        switch frame {
        case .text(let text):
            if let conversation {
                if !conversation.isAttached, conversation.mayRestore(hello: text) {
                    return receiveHello(text, on: conversation, context: context)
                }
                // A message for a tab whose idle screens were released rebuilds them from its record, off the loop too.
                if conversation.isAttached {
                    if !conversation.receiveHoldingScreens(text: text) { receiveHello(text, on: conversation, context: context) }
                    return
                }
                conversation.receive(text: text)
                if conversation.isAttached { awaitsHello = false }
            } else if text.utf8.count <= limits.maxMessageSize {
                write(text)  // the echo
            }
        case .binary(let byteCount):
            conversation?.receiveBinary(byteCount: byteCount)
        case .ping(let data):
            send(OutgoingFrame.control(.pong, data: data, allocator: context.channel.allocator), context: context)
        case .pong:
            break
        case .close(let data):
            receivedClose(data, context: context)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent {
            close(.goingAway, reason: "The server is stopping.")
        } else if case .some(.inputClosed) = event as? ChannelEvent {
            context.close(promise: nil)  // the page half-closed: nothing more will come
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if !context.channel.isWritable, !isClosing {
            SocketLog.notice(logger, "WebSocket cut: the page stopped reading",
                          metadata: ["limit": "\(limits.maxOutboundBytes)"])
            isClosing = true
            context.close(promise: nil)
        }
        context.fireChannelWritabilityChanged()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard !isClosing else { return }
        SocketLog.notice(logger, "WebSocket closed on an error", metadata: ["reason": "\(error)"])
        close(.protocolError, reason: "Protocol error.")
    }

    /// A frame the reader refused. One that leaves the socket's bytes unreadable (too large, malformed) is answered
    /// with a close of its code and the connection closed at once, as NIO's `WebSocketProtocolErrorHandler` does; a
    /// refused message (its fragments too many or too large together) starts the close handshake, which the page's
    /// close, still read, ends.
    private func refuse(_ refusal: IncomingFrameReader.Refusal, context: ChannelHandlerContext) {
        switch refusal {
        case .frameRefused(let code, let reason):
            let channel = context.channel
            guard !isClosing else { return channel.close(promise: nil) }
            SocketLog.notice(logger, "WebSocket closed on a refused frame", metadata: ["reason": "\(reason)", "limit": "\(limits.channelCap)"])
            isClosing = true
            context.writeAndFlush(wrapOutboundOut(OutgoingFrame.close(code, allocator: channel.allocator)))
                .whenComplete { _ in channel.close(promise: nil) }
        case .messageRefused(let code, let reason):
            guard !isClosing else { return }
            SocketLog.notice(logger, "WebSocket closed on a refused message", metadata: ["reason": "\(reason)", "limit": "\(limits.channelCap)"])
            close(code, reason: code == .messageTooLarge ? "Message too large." : "Protocol error.")
        }
    }

    /// Sends a text frame, unless a close of ours went first.
    private func write(_ text: String) {
        guard let context, !isClosing else { return }
        send(OutgoingFrame.text(text, allocator: context.channel.allocator), context: context)
    }

    /// Sends a text frame given as its UTF-8 (a session's frame), unless a close of ours went first.
    private func write(utf8: [UInt8]) {
        guard let context, !isClosing else { return }
        send(OutgoingFrame.text(utf8: utf8, allocator: context.channel.allocator), context: context)
    }

    private func send(_ frame: ByteBuffer, context: ChannelHandlerContext) {
        context.writeAndFlush(wrapOutboundOut(frame), promise: nil)
    }

    /// Sends a close frame and waits `closeTimeout` at most for the page's.
    private func close(_ code: WebSocketErrorCode, reason: String) {
        guard let context, !isClosing else { return }
        isClosing = true
        send(OutgoingFrame.close(code, reason: reason, allocator: context.channel.allocator), context: context)
        closeTimer = context.eventLoop.assumeIsolated().scheduleTask(in: Self.closeTimeout) { context.close(promise: nil) }
    }

    /// The page's close: the answer to ours, or its own, which is answered with the same code before the connection closes.
    private func receivedClose(_ payload: ByteBuffer, context: ChannelHandlerContext) {
        if isClosing { return context.close(promise: nil) }
        isClosing = true
        var data = payload
        let code = data.readWebSocketErrorCode() ?? .normalClosure
        let answer = OutgoingFrame.close(code, allocator: context.channel.allocator)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(answer)).whenComplete { _ in channel.close(promise: nil) }
    }

    /// Schedules `due` on the socket's event loop after `delay`. Neither is cancelled: each finds the socket ended,
    /// or its hello said, and does nothing (`SocketTimer`).
    private func schedule(_ due: SocketTimer.Due, in delay: TimeAmount) {
        guard let context else { return }
        _ = try? context.eventLoop.scheduleCallback(in: delay, handler: SocketTimer(handler: self, due: due))
    }

    /// The ping interval is over: pings the page and schedules the next, or closes it when nothing came during a
    /// whole interval after the last ping.
    func pingDue() {
        guard let context, !isClosing else { return }
        guard heardSincePing else {
            SocketLog.notice(logger, "WebSocket closed: the page stopped answering pings")
            isClosing = true
            send(OutgoingFrame.close(.goingAway, reason: "Ping timeout", allocator: context.channel.allocator), context: context)
            return context.close(promise: nil)
        }
        heardSincePing = false
        send(OutgoingFrame.control(.ping, data: ByteBuffer(), allocator: context.channel.allocator), context: context)
        schedule(.ping, in: limits.pingInterval)
    }

    /// The hello's time is over: a session socket that has not said it is closed as refused.
    func helloDue() {
        guard awaitsHello, let conversation, framesAfterHello == nil, !conversation.isAttached else { return }
        SocketLog.notice(logger, "WebSocket closed: no hello in time", metadata: ["limit": "\(limits.helloTimeout)"])
        conversation.end()
        close(.refused, reason: "hello expected")
    }

    /// The socket ended: timers stop, the session is told and waits for the page's next socket.
    private func finish() {
        closeTimer?.cancel()
        closeTimer = nil
        awaitsHello = false
        if framesAfterHello != nil {
            endsAfterHello = true
        } else {
            conversation?.end()
            conversation = nil
        }
        context = nil
    }

    /// Hands a hello that may restore a tab (or a message that rebuilds an idle tab's screens) to `helloQueue`; the
    /// frames that come meanwhile wait in `framesAfterHello`.
    private func receiveHello(_ text: String, on conversation: SessionConversation, context: ChannelHandlerContext) {
        framesAfterHello = []
        let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
        let eventLoop = context.eventLoop
        let hello = SocketHello(conversation: conversation, text: text)
        Self.helloQueue.async {
            hello.conversation.receive(text: hello.text)
            eventLoop.execute { handler.value.helloHandled() }
        }
    }

    /// Back on the event loop after the hello: the frames that waited are handled, or the conversation ends if the
    /// socket did meanwhile. (A refused hello's close was queued on the loop before this, so they are dropped.)
    private func helloHandled() {
        let waiting = framesAfterHello ?? []
        framesAfterHello = nil
        guard !endsAfterHello, let conversation, let context else {
            conversation?.end()
            conversation = nil
            return
        }
        if conversation.isAttached { awaitsHello = false }
        for frame in waiting where !isClosing { handle(frame, context: context) }
    }
}
