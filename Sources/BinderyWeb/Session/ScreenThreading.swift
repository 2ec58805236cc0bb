/// Where a screen's ticks run when its page sends an event: on its session's UI thread, after a hop, or on the thread
/// that read the event from the socket.
///
/// Every session has one UI thread, a serial queue: what its screens do runs there one tick at a time, whatever the
/// threading. The threading says only which thread a page's event starts its tick on.
///
/// - ``lane``, the default, is always safe: the event hops onto the session's queue, one of a few shared lanes, so a
///   screen may block (a `URLSession` task starting, a database write waiting on its connection) without stopping
///   any socket. The hop costs two thread wake-ups an event (the lane's, then the socket's to write the patch).
/// - ``socketThread`` runs the tick right where the event was read, in the session's queue (`DispatchQueue.sync`),
///   and writes the patch from there: no hop, about what a bare WebSocket echo costs. The thread is a socket event
///   loop serving thousands of other sockets, so a screen that blocks stalls all of them, and one that waits for
///   work of that event loop (a PostgresNIO query's future) never wakes. Declare it only for screens whose view
///   models do pure work on their inputs (a calculator, a form's validation) and hand anything slow to a service
///   that answers on another queue.
///
/// Behind `WebServer` the socket's thread is its NIO event loop; behind a `BinderyMount` in an application of one's
/// own (hummingbird-websocket), it is the socket's task, on the concurrency pool, which a blocking screen holds up as
/// it would an event loop.
///
/// Register it per route (`ScreenRegistry.register(_:texts:threading:make:)`); a screen pushed from code keeps the
/// threading of the screen that pushed it. The session reads the screen on show before each event, so a tab that
/// moves from a `socketThread` screen to a `lane` one starts hopping at once.
public enum ScreenThreading: Sendable, Equatable {
    /// Events hop onto the session's UI thread, a queue on a shared lane; screens may block.
    case lane
    /// Events run on the thread that read them from the socket, in the session's queue; screens must never block.
    case socketThread
}
