import Logging

/// The log lines of connections and sockets refused, cut or closed: at most one line of each kind every ten
/// seconds, process-wide, with how many were held back since the last, so a flood of bad sockets makes a line every
/// interval, not one per socket.
enum SocketLog {
    private static let throttle = LogThrottle()

    /// Logs `message` at notice level unless a line of the same text went out within the throttle's interval.
    static func notice(_ logger: Logger, _ message: String, metadata: Logger.Metadata = [:]) {
        let (heldBack, shouldLog) = throttle.shouldLog(message)
        guard shouldLog else { return }
        var metadata = metadata
        if heldBack > 0 { metadata["heldBack"] = "\(heldBack)" }
        logger.notice("\(message)", metadata: metadata)
    }
}
