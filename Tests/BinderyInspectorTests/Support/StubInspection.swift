import BinderyInspector
import BinderyWeb
import Foundation

/// A server's sessions as a test scripts them: the snapshots listed, a timeline per session that the test feeds,
/// and the recordings started and stopped.
final class StubInspection: SessionInspecting, @unchecked Sendable {
    private let lock = NSLock()
    private var storedSessions: [SessionSnapshot] = []
    private var timelines: [String: PassthroughSubject<SessionTimelineEntry, Never>] = [:]
    private var recorded: Set<String> = []
    /// Whether starts are refused (the server records every session to files).
    var refusesRecording = false
    /// What the view models asked, in order: `start <name>`, `stop <name>`.
    private(set) var requests: [String] = []

    /// The sessions listed (their `isRecording` follows the starts and stops).
    var sessions: [SessionSnapshot] {
        get { lock.withLock { storedSessions } }
        set { lock.withLock { storedSessions = newValue } }
    }

    func sessionSnapshots() -> [SessionSnapshot] {
        lock.withLock {
            storedSessions.map { snapshot in
                var copy = snapshot
                copy.isRecording = recorded.contains(snapshot.name)
                return copy
            }
        }
    }

    func timeline(ofSession name: String) -> AnyPublisher<SessionTimelineEntry, Never> {
        subject(name).eraseToAnyPublisher()
    }

    func startRecording(session name: String) -> Bool {
        lock.withLock {
            requests.append("start \(name)")
            guard !refusesRecording, storedSessions.contains(where: { $0.name == name }) else { return false }
            return recorded.insert(name).inserted
        }
    }

    func stopRecording(session name: String) -> Bool {
        lock.withLock {
            requests.append("stop \(name)")
            return recorded.remove(name) != nil
        }
    }

    /// Sends `entry` on the timeline of `name`.
    func step(_ name: String, _ entry: SessionTimelineEntry) { subject(name).send(entry) }

    /// Closes the session `name`: its timeline finishes.
    func close(_ name: String) { subject(name).send(completion: .finished) }

    private func subject(_ name: String) -> PassthroughSubject<SessionTimelineEntry, Never> {
        lock.withLock {
            if let subject = timelines[name] { return subject }
            let subject = PassthroughSubject<SessionTimelineEntry, Never>()
            timelines[name] = subject
            return subject
        }
    }
}

extension SessionSnapshot {
    /// A connected session of `app` opened at `opened`, showing the app's first screen.
    static func quote(_ name: String, opened: Date, events: Int = 0, lastActivity: Date? = nil) -> SessionSnapshot {
        SessionSnapshot(name: name, app: "/quote", path: "/quote", opened: opened, eventsHandled: events, lastActivity: lastActivity)
    }
}

extension SessionTimelineEntry {
    /// A tap on `id` at `milliseconds` that sent one text patch to `label`, handled in `nanoseconds`.
    static func tap(_ id: String, at milliseconds: Int, patching label: String, nanoseconds: UInt64 = 420_000) -> SessionTimelineEntry {
        SessionTimelineEntry(
            milliseconds: milliseconds,
            cause: .page(.object(["t": .string("event"), "id": .string(id), "name": .string("tap")])),
            outputs: [.object(["t": .string("patch"), "p": .array([.object(["op": .string("text"), "id": .string(label), "value": .string("x")])])])],
            nanoseconds: nanoseconds
        )
    }
}
