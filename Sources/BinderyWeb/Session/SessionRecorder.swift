import Foundation

/// What a session writes down about itself: its journal (every message in and out, attaches and detaches, the
/// requests its services make) and the inspector watching it, both fed the same masked entries.
///
/// A tab's password fields are remembered for the life of the session, so a value the page sends for one is masked
/// whichever screen is on show when it arrives. Confined to the session's UI thread; its state is read once or twice
/// an event and is not checked for exclusivity at run time (callgrind's g), as `Session`'s is not.
final class SessionRecorder {
    /// The UI thread's service journal (`UIThread.journal`), all the recorder needs of the thread: kept rather than
    /// a copy of the thread (≈ 150 bytes of closures each tab).
    private let threadJournal: ThreadJournal?

    /// The journal the session is recorded into, if it is. Setting it also points the thread's service journal
    /// (`ThreadJournal`) at it, so the requests the session's services make land in the same file.
    @exclusivity(unchecked) var journal: JournalRecorder? {
        didSet { threadJournal?.recorder = journal }
    }

    /// The session's continuity record, if it keeps one (`ContinuityLog`); also the thread's, so its services'
    /// answers are written there.
    @exclusivity(unchecked) var continuity: ContinuityLog? {
        didSet { threadJournal?.continuity = continuity }
    }

    /// The inspector watching the session, if one is; nil otherwise, so an unwatched session pays one nil-check
    /// per message.
    @exclusivity(unchecked) var watcher: SessionWatcher?

    /// The ids of every password field any screen of the session registered.
    @exclusivity(unchecked) private var secretFieldIDs: Set<String> = []

    init(thread: UIThread) {
        self.threadJournal = thread.journal
    }

    /// Whether anything records the session: the one check an unrecorded session's message pays.
    var isRecording: Bool { journal != nil || watcher != nil }

    // MARK: the page's messages

    /// Records a message from the page and begins the watcher's entry for it: whole when `admitted`, else only
    /// its refusal (`refusal`), never its payload.
    func page(_ message: ClientMessage, admitted: Bool, refusal: ProtocolError) {
        let entry: JournalEntry.Event = admitted ? .input(JournalMask.input(message, isSecret: isSecretField)) : .refused(refusal)
        journal?.record(entry)
        watcher?.begin(.page(Self.watched(entry)))
    }

    /// Records a frame refused before it was a message, and begins the watcher's entry for it.
    func refused(_ refusal: ProtocolError) {
        journal?.record(.refused(refusal))
        watcher?.begin(.page(Self.watched(.refused(refusal))))
    }

    /// Writes a message the session handled to its continuity record (a password field's value never).
    func handled(_ message: ClientMessage) {
        continuity?.handled(message, isSecret: isSecretField)
    }

    /// Ends the watcher's entry for the message begun last; `nanoseconds` is how long it took, when measured.
    func endPage(nanoseconds: UInt64?) {
        watcher?.end(nanoseconds: nanoseconds)
    }

    /// What an inspector is shown of a page's message: as journaled, a refusal as its code.
    private static func watched(_ entry: JournalEntry.Event) -> JSONValue {
        switch entry {
        case .input(let message): message
        case .refused(let error): .object([WireProtocol.Key.code.rawValue: .string(error.code.rawValue)])
        default: .null
        }
    }

    // MARK: the server's messages and the socket

    /// Records a message to the page, masked.
    func sent(_ message: ServerMessage) {
        guard isRecording else { return }
        let masked = JournalMask.output(message, isSecret: isSecretField)
        journal?.record(.output(masked))
        watcher?.sent(masked)
    }

    /// Records a socket attaching; the watcher's entry for it stays open until `endPage`.
    func attached() {
        journal?.record(.attach)
        continuity?.attached()
        watcher?.begin(.attach)
    }

    /// Records the socket detaching.
    func detached() {
        journal?.record(.detach)
        watcher?.note(.detach)
    }

    // MARK: recording on request

    /// Starts recording into `recorder` (an inspector asked), unless a journal already records the session. With a
    /// socket attached, the journal begins as that socket attaching now would, with `welcome` and `screen` (the
    /// screen on show), so it reads (and replays) from the screen the recording started on.
    func start(into recorder: JournalRecorder, welcome: ServerMessage?, screen: ServerMessage?) {
        guard journal == nil else { return }
        journal = recorder
        guard let welcome, let screen else { return }
        recorder.record(.attach)
        for message in [welcome, screen] {
            recorder.record(.output(JournalMask.output(message, isSecret: isSecretField)))
        }
    }

    /// Stops recording into `recorder`, if it is the session's journal.
    func stop(_ recorder: JournalRecorder) {
        if journal === recorder { journal = nil }
    }

    /// Closes the journal and lets the watcher go: the session is over.
    func close() {
        journal?.close()
        continuity?.close()
        watcher?.finish()
        watcher = nil
    }

    // MARK: password fields

    /// Whether `id` was a password field on any screen of the session, whose values a journal masks: the page may
    /// send a value typed into one after the server moved on to a screen without it (or with a field of that id
    /// that is no password), and a frame names no screen, so a mask by the screen on show would let it through.
    func isSecretField(_ id: String) -> Bool { secretFieldIDs.contains(id) }

    /// Notes the password fields `ids` (a screen registered them).
    func noteSecretFields<IDs: Sequence<String>>(_ ids: IDs) { secretFieldIDs.formUnion(ids) }
}
