import Bindery
import Foundation

/// Writes one session's continuity record as it goes: each message from the page the session handled, as it was
/// handled, each socket that attached, and each answer its services got. A restore replays exactly these (`SessionRestorer`).
///
/// What is never written: what was typed into a password field (a restored tab's password field comes back
/// empty), frames that were refused (they changed nothing), and the server's messages (a replay makes them again).
/// Past `maxBytes` one `limitReached` line ends the record, and the tab is no longer restorable: a restore from
/// part of a session would show a state the user never saw.
public final class ContinuityLog: @unchecked Sendable {
    private let appender: any ContinuityAppender
    private let maxBytes: Int
    /// When the session began, on the wall clock, which its lines are stamped from: a restored session's is set back
    /// by the milliseconds its record reached, so that its clock goes on from the record's last line. A date, not a
    /// closure: no context made and kept for each tab.
    private let began: Date
    /// A futex word inline, not an `NSLock` (an object and a separately allocated mutex, ≈ 100 bytes a tab).
    private let lock = StateLock()
    /// Bytes written so far, the header's included (under `lock`).
    private var bytes: Int
    /// Whether the limit was reached (under `lock`).
    private var isFull = false

    /// A log appending to `appender`, which holds `bytes` already, stamping lines with the milliseconds since `began`.
    init(appender: any ContinuityAppender, bytes: Int, maxBytes: Int, began: Date) {
        self.appender = appender
        self.bytes = bytes
        self.maxBytes = maxBytes
        self.began = began
    }

    /// Milliseconds since the session began, now.
    private func elapsedMilliseconds() -> Int { Int((Date().timeIntervalSince(began) * 1000).rounded()) }

    /// Writes a message the session handled; an event on a password field is left out.
    func handled(_ message: ClientMessage, isSecret: (String) -> Bool) {
        let milliseconds = elapsedMilliseconds()
        let line: [UInt8]
        switch message {
        case .hello:
            return
        case .event(let id, let name, let value):
            if isSecret(id) { return }
            line = Self.line(milliseconds) { json in
                json.member(.id, id)
                json.member(.name, name)
                json.member(.type, WireProtocol.MessageType.event)
                if let value { json.member(.value, value) }
            }
        case .navigate(let path):
            line = Self.line(milliseconds) { json in
                json.member(.path, path)
                json.member(.type, WireProtocol.MessageType.navigate)
            }
        case .visibility(let visibility):
            line = Self.line(milliseconds) { json in
                json.member(.type, WireProtocol.MessageType.visibility)
                json.member(.value, visibility)
            }
        }
        append(line, at: milliseconds)
    }

    /// Writes that a socket attached: the first one tells the screen on show it appeared (`viewDidAppear`, where
    /// screens often start loading), which a restore must do at the same moment.
    func attached() {
        let milliseconds = elapsedMilliseconds()
        append(Array("{\"kind\":\"attach\",\"ms\":\(milliseconds)}\n".utf8), at: milliseconds)
    }

    /// Writes a service's answer to a request made `milliseconds` into the session.
    func service(_ exchange: ServiceExchange, at milliseconds: Int) {
        append(Array((Journal.line(JournalEntry(milliseconds: milliseconds, .service(exchange))) + "\n").utf8), at: milliseconds)
    }

    /// Writes what a write of the app's own (`RecordedEffect`) named `name` returned or threw, now.
    func effect(_ name: String, outcome: String) {
        let milliseconds = elapsedMilliseconds()
        let entry = JournalEntry(milliseconds: milliseconds, .effect(name: name, outcome: outcome))
        append(Array((Journal.line(entry) + "\n").utf8), at: milliseconds)
    }

    /// Milliseconds since the session began, now.
    var elapsedNow: Int { elapsedMilliseconds() }

    /// Writes what the wall clock reads now (`JournalEntry.Event.clock`): a restored tab's time goes on from here.
    func clock() {
        let milliseconds = elapsedMilliseconds()
        append(Array((Journal.line(JournalEntry(milliseconds: milliseconds, .clock(wall: Date()))) + "\n").utf8), at: milliseconds)
    }

    /// Whether the record holds the whole session so far (it has not reached its size limit): only then can a
    /// replay rebuild the tab.
    var isComplete: Bool { lock.withLock { !isFull } }

    /// Writes what the store still holds of the record: the page is about to be restored elsewhere.
    func flush() { appender.flush() }

    /// Has the store write what it holds of the record soon, without waiting: the page was told to move.
    func flushSoon() { appender.flushSoon() }

    /// Closes the record for writing; it stays in its store for the next restore.
    func close() { appender.close() }

    private func append(_ line: [UInt8], at milliseconds: Int) {
        let written: [UInt8]? = lock.withLock {
            guard !isFull else { return nil }
            guard bytes + line.count <= maxBytes else {
                isFull = true
                return Array((Journal.line(JournalEntry(milliseconds: milliseconds, .limitReached(bytes: maxBytes))) + "\n").utf8)
            }
            bytes += line.count
            return line
        }
        if let written { appender.append(written) }
    }

    /// An input line as `Journal` reads it (`{"kind":"in","message":{…},"ms":…}`, keys sorted), written without
    /// `JSONEncoder`: this runs once per event on the session path.
    private static func line(_ milliseconds: Int, message: (inout JSONWriter) -> Void) -> [UInt8] {
        JSONWriter.utf8Line { json in
            json.object { json in
                json.key(verbatim: "kind")
                json.value(verbatim: "in")
                json.key(verbatim: "message")
                json.object(message)
                json.key(verbatim: "ms")
                json.value(milliseconds)
            }
        }
    }
}
