import Bindery
@testable import BinderyInspector
import Foundation

/// A server's sessions as a test scripts them: the sessions listed, a timeline per session that the test feeds,
/// and the recordings started and stopped.
final class StubInspection: SessionInspecting, @unchecked Sendable {
    private let lock = NSLock()
    private var storedSessions: [InspectedSession] = []
    private var timelines: [String: PassthroughSubject<InspectedStep, Never>] = [:]
    private var recorded: Set<String> = []
    /// Whether starts are refused (the server records every session to files).
    var refusesRecording = false
    /// What the view models asked, in order: `start <name>`, `stop <name>`.
    private(set) var requests: [String] = []

    /// The sessions listed (their `isRecording` follows the starts and stops).
    var listed: [InspectedSession] {
        get { lock.withLock { storedSessions } }
        set { lock.withLock { storedSessions = newValue } }
    }

    func sessions() -> [InspectedSession] {
        lock.withLock {
            storedSessions.map { session in
                var copy = session
                copy.isRecording = recorded.contains(session.name)
                return copy
            }
        }
    }

    func timeline(ofSession name: String) -> AnyPublisher<InspectedStep, Never> {
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
    func step(_ name: String, _ entry: InspectedStep) { subject(name).send(entry) }

    /// Closes the session `name`: its timeline finishes.
    func close(_ name: String) { subject(name).send(completion: .finished) }

    private func subject(_ name: String) -> PassthroughSubject<InspectedStep, Never> {
        lock.withLock {
            if let subject = timelines[name] { return subject }
            let subject = PassthroughSubject<InspectedStep, Never>()
            timelines[name] = subject
            return subject
        }
    }
}

extension InspectedSession {
    /// A connected session of `app` opened at `opened`, showing the app's first screen.
    static func quote(_ name: String, opened: Date, events: Int = 0, lastActivity: Date? = nil) -> InspectedSession {
        InspectedSession(name: name, app: "/quote", path: "/quote", opened: opened, eventsHandled: events, lastActivity: lastActivity)
    }
}

extension InspectedStep {
    /// A tap on `id` at `milliseconds` that sent one text patch to `label`, handled in `nanoseconds`.
    static func tap(_ id: String, at milliseconds: Int, patching label: String, nanoseconds: UInt64 = 420_000) -> InspectedStep {
        InspectedStep(milliseconds: milliseconds, cause: .page("tap \(id)"), sent: "text \(label)", nanoseconds: nanoseconds)
    }
}
