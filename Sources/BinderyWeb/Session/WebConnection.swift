/// One attached socket: decodes each frame and hands it to its session.
public final class WebConnection: @unchecked Sendable {
    /// The session the socket is attached to.
    public let session: Session
    private let attachment: Int
    private weak var app: WebApp?

    init(session: Session, attachment: Int, app: WebApp) {
        self.session = session
        self.attachment = attachment
        self.app = app
    }

    /// Handles one text frame; a refused frame gets an error reply and changes nothing.
    public func receive(text: String) {
        session.receive(frame: text)
    }

    /// Refuses a binary frame.
    public func receiveBinary() {
        session.perform { [session] in session.reply(ProtocolError(.binary, "Binary frames are not part of the protocol.")) }
    }

    /// Refuses a message of `bytes` bytes, over the socket's `limit`: an error reply, nothing changes.
    public func refuseOversized(bytes: Int, limit: Int) {
        session.perform { [session] in
            session.reply(ProtocolError(.tooLarge, "Frame of \(bytes) bytes exceeds \(limit)."))
        }
    }

    /// The socket closed.
    public func close() {
        app?.disconnected(session, attachment: attachment)
    }
}
