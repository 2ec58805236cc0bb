import NIOCore

/// One of a socket's timers, as its event loop keeps it: a word and a tag, held in the loop's timer heap with no
/// allocation of its own. `scheduleTask` made each socket's ping, and its hello's deadline, a closure, a promise and
/// its future (≈ 0.4 KiB of an idle tab's heap, `Benchmarks/HISTORY.md`). It is called on the socket's event loop
/// only, where its handler lives (hence `@unchecked Sendable`).
struct SocketTimer: NIOScheduledCallbackHandler, @unchecked Sendable {
    enum Due { case ping, hello }

    let handler: SocketChannelHandler
    let due: Due

    func handleScheduledCallback(eventLoop: some EventLoop) {
        switch due {
        case .ping: handler.pingDue()
        case .hello: handler.helloDue()
        }
    }
}
