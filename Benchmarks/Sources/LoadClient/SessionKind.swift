/// One kind of measured session: the page it opens (none for the echo), the event frames it sends in turn, and which
/// frame answers an event.
struct SessionKind: Sendable {
    /// The stream's name in the report.
    let name: String
    /// The page opened before the socket, whose session the socket's hello names; nil: the bare echo socket.
    let page: String?
    /// The event frames, sent in turn.
    let frames: [String]

    /// The socket's path.
    var socketPath: String { page == nil ? "/socket/echo" : "/socket" }

    /// The floor: `/socket/echo` sends each frame back unchanged; the answer is that same frame.
    static let echo = SessionKind(name: "bare WebSocket echo (floor)", page: nil,
                                  frames: [#"{"t":"event","id":"firstButton","name":"tap"}"#])

    /// A pure UI event: Dutch pay's key 1, then backspace, in turn (total 0 → 1 → 0), each answered by a patch of the
    /// total and the share, with no service call and no store. (A Find Number wrong guess is pure too, but only the
    /// first of a row changes the record: the next ones send no patch to time.)
    static let pure = SessionKind(name: "Dutch pay key → patch (pure UI event)", page: "/dutch-pay",
                                  frames: [#"{"t":"event","id":"key1","name":"tap"}"#,
                                           #"{"t":"event","id":"backspaceKey","name":"tap"}"#])

    /// An event with a service call: a Find Number right guess (the client's stand-in always answers 1), whose patch
    /// follows the server's HTTP request for a new target; every right guess moves the round and the record on.
    static let service = SessionKind(name: "Find Number right guess → patch (with the service call)", page: "/find-number",
                                     frames: [#"{"t":"event","id":"firstButton","name":"tap"}"#])

    /// The sessions held idle: Find Number pages that send nothing.
    static let idle = SessionKind(name: "Find Number, idle", page: "/find-number", frames: [])
}
