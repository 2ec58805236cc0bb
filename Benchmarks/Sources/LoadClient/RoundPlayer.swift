import NIOCore
import NIOWebSocket

/// One measured socket, driven from its own event loop: the hello, then each round's events at their times, each
/// timed from its send to its answer.
///
/// The client used to run each session as a task over `NIOAsyncChannel`: every event woke a sleeping task, crossed to
/// the event loop to be written, and every answer crossed back through an async stream and a continuation. That cost
/// the client more per event than the server spent on it, and at 10,000 events a second the client alone took more
/// than a core of this 2-core machine. Here an event is a scheduled task on the socket's event loop and an answer is
/// a `channelRead`: the same path the server's `SocketChannelHandler` takes. The session's task awaits once per
/// round, not once per event.
///
/// Everything but `init` and the methods that return futures runs on the channel's event loop.
final class RoundPlayer: ChannelInboundHandler, RemovableChannelHandler, @unchecked Sendable {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    /// How long an event or a hello step waits for its answer.
    static let answerTimeout = TimeAmount.seconds(5)
    static let helloTimeout = TimeAmount.seconds(30)

    /// The event frames, sent in turn across rounds.
    private let frames: [String]
    /// Whether only the frame just sent answers it (the echo); otherwise any frame does (a session's patch).
    private let answerIsOwnFrame: Bool
    private let eventLoop: any EventLoop
    private var context: ChannelHandlerContext?
    private var sent = 0

    /// The hello under way: the frame awaited next, and what to complete when the screen has come.
    private var hello: (awaiting: HelloReply, promise: EventLoopPromise<Void>, timeout: Scheduled<Void>)?

    /// The frames that answer a hello, in order.
    private enum HelloReply {
        case welcome, screen

        /// What a frame of this type contains.
        var marker: String { self == .welcome ? #""t":"welcome""# : #""t":"screen""# }
    }
    /// The round under way.
    private var round: RoundState?

    private struct RoundState {
        let promise: EventLoopPromise<LatencySamples>
        let first: NIODeadline
        let period: TimeAmount
        let count: Int
        var index = 0
        var samples = LatencySamples()
        /// The event sent and not yet answered: its frame, when it went, and its timeout.
        var outstanding: (frame: String, sentAt: ContinuousClock.Instant, timeout: Scheduled<Void>)?
        var nextSend: Scheduled<Void>?
    }

    init(frames: [String], answerIsOwnFrame: Bool, eventLoop: any EventLoop) {
        self.frames = frames
        self.answerIsOwnFrame = answerIsOwnFrame
        self.eventLoop = eventLoop
    }

    func handlerAdded(context: ChannelHandlerContext) { self.context = context }

    func handlerRemoved(context: ChannelHandlerContext) { ended() }

    func channelInactive(context: ChannelHandlerContext) {
        ended()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text: received(String(buffer: frame.unmaskedData))
        case .ping: write(WebSocketFrame(fin: true, opcode: .pong, maskKey: .random(), data: frame.unmaskedData))
        case .connectionClose: context.close(promise: nil)
        default: break
        }
    }

    /// Sends the page's hello and waits for the welcome and the screen.
    func sayHello(token: String, page: String) -> EventLoopFuture<Void> {
        eventLoop.flatSubmit { [self] in
            let promise = eventLoop.makePromise(of: Void.self)
            let timeout = eventLoop.scheduleTask(in: Self.helloTimeout) { [self] in
                hello = nil
                promise.fail(LoadError("no welcome and screen"))
            }
            hello = (.welcome, promise, timeout)
            sendText(#"{"t":"hello","v":1,"token":"\#(token)","path":"\#(page)"}"#)
            return promise.futureResult
        }
    }

    /// Plays this session's part of `round`: its events at `rate` a second, the first offset by its place among
    /// `sessions` so that all of them together spread evenly over each period. An event is sent at its time or, if
    /// the previous one is still unanswered then, as soon as that one is answered or times out.
    func play(_ round: Rounds.Assignment, session index: Int, of sessions: Int) -> EventLoopFuture<LatencySamples> {
        let period = TimeAmount.nanoseconds(Int64(1_000_000_000 / round.plan.rate))
        let untilStart = ContinuousClock.now.duration(to: round.start)
        let offset = Int64(Double(period.nanoseconds) * Double(index) / Double(sessions))
        let first = NIODeadline.now() + .nanoseconds(Int64(untilStart.inSeconds * 1e9) + offset)
        let count = Int(round.plan.seconds * round.plan.rate)
        return eventLoop.flatSubmit { [self] in
            let promise = eventLoop.makePromise(of: LatencySamples.self)
            self.round = RoundState(promise: promise, first: first, period: period, count: count)
            scheduleNextEvent()
            return promise.futureResult
        }
    }

    /// Closes the socket.
    func close() -> EventLoopFuture<Void> {
        eventLoop.flatSubmit { [self] in
            guard let context else { return eventLoop.makeSucceededVoidFuture() }
            return context.close()
        }
    }

    private func received(_ text: String) {
        if let step = hello {
            guard text.contains(step.awaiting.marker) else { return }
            if step.awaiting == .welcome {
                hello = (.screen, step.promise, step.timeout)
            } else {
                step.timeout.cancel()
                hello = nil
                step.promise.succeed()
            }
            return
        }
        guard var state = round, let outstanding = state.outstanding else { return }
        if answerIsOwnFrame, text != outstanding.frame { return }
        outstanding.timeout.cancel()
        if text.contains(#""t":"error""#) { state.samples.errors += 1 } else { state.samples.record(since: outstanding.sentAt, answer: text) }
        state.outstanding = nil
        state.index += 1
        round = state
        scheduleNextEvent()
    }

    private func scheduleNextEvent() {
        guard var state = round else { return }
        guard state.index < state.count else {
            round = nil
            return state.promise.succeed(state.samples)
        }
        let deadline = state.first + state.period * Int64(state.index)
        state.nextSend = eventLoop.scheduleTask(deadline: deadline) { [self] in sendEvent() }
        round = state
    }

    private func sendEvent() {
        guard var state = round else { return }
        let frame = frames[sent % frames.count]
        sent += 1
        let timeout = eventLoop.scheduleTask(in: Self.answerTimeout) { [self] in
            guard var state = round else { return }
            state.samples.unanswered += 1
            state.outstanding = nil
            state.index += 1
            round = state
            scheduleNextEvent()
        }
        state.outstanding = (frame, ContinuousClock.now, timeout)
        round = state
        sendText(frame)
    }

    private func sendText(_ text: String) {
        guard let context else { return }
        write(WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: context.channel.allocator.buffer(string: text)))
    }

    private func write(_ frame: WebSocketFrame) {
        context?.writeAndFlush(wrapOutboundOut(frame), promise: nil)
    }

    /// The socket ended: a hello under way fails; a round's unsent and unanswered events count as unanswered.
    private func ended() {
        context = nil
        if let step = hello {
            hello = nil
            step.timeout.cancel()
            step.promise.fail(LoadError("the socket ended before the screen came"))
        }
        if var state = round {
            round = nil
            state.outstanding?.timeout.cancel()
            state.nextSend?.cancel()
            state.samples.unanswered += state.count - state.index
            state.promise.succeed(state.samples)
        }
    }
}
