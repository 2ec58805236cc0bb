import Bindery
import Foundation

/// Turns what one session does into `SessionTimelineEntry`s for the inspectors watching it.
///
/// The session calls `begin`, `sent`, `end` and `note` on its UI thread (and only while someone watches: it holds
/// no watcher otherwise); inspectors subscribe to `entries` from their own threads.
final class SessionWatcher: @unchecked Sendable {
    private let subject = PassthroughSubject<SessionTimelineEntry, Never>()
    private let opened: Date
    /// The step under way (UI thread only).
    private var open: SessionTimelineEntry?

    /// A watcher timing its entries from `opened`, when the session's page was rendered.
    init(opened: Date) {
        self.opened = opened
    }

    /// Every entry from now on; finishes when the session closes.
    var entries: AnyPublisher<SessionTimelineEntry, Never> { subject.eraseToAnyPublisher() }

    private var milliseconds: Int { Int(Date().timeIntervalSince(opened) * 1000) }

    /// A step caused by `cause` begins: what the session sends until `end` belongs to it.
    func begin(_ cause: SessionTimelineEntry.Cause) {
        open = SessionTimelineEntry(milliseconds: milliseconds, cause: cause)
    }

    /// The session sent `message` (masked): part of the step under way, or a step of its own (`server`).
    func sent(_ message: JSONValue) {
        if open != nil {
            open?.outputs.append(message)
        } else {
            subject.send(SessionTimelineEntry(milliseconds: milliseconds, cause: .server, outputs: [message]))
        }
    }

    /// The step under way ended, `nanoseconds` after its message arrived (nil: not a page's message).
    func end(nanoseconds: UInt64?) {
        guard var entry = open else { return }
        open = nil
        entry.nanoseconds = nanoseconds
        subject.send(entry)
    }

    /// A step that sends nothing (the socket went away).
    func note(_ cause: SessionTimelineEntry.Cause) {
        subject.send(SessionTimelineEntry(milliseconds: milliseconds, cause: cause))
    }

    /// The session closed: every subscriber's stream finishes.
    func finish() {
        subject.send(completion: .finished)
    }
}
