import Foundation

/// One live session as an inspector lists it: a copy taken at one moment, safe to keep and pass between threads.
///
/// It names the session by the first 8 characters of its token, never the whole token (which would let whoever
/// reads it attach a socket to the tab).
public struct SessionSnapshot: Equatable, Sendable, Identifiable {
    /// The session's short name: the first 8 characters of its token, as logs and journal file names show it.
    public var name: String
    /// The app of the screen on show (its path's first segment, `/bank`).
    public var app: String
    /// The path and query of the screen on show.
    public var path: String
    /// When the page that opened the session was rendered.
    public var opened: Date
    /// How many messages from the page the session has handled (refused frames and rate-limited events excluded).
    public var eventsHandled: Int
    /// When the last of those messages arrived; nil before the first.
    public var lastActivity: Date?
    /// Whether the page's socket is attached now (false while the session waits out its grace period).
    public var isConnected: Bool
    /// Whether an inspector is recording the session into a journal now.
    public var isRecording: Bool

    /// `name`, which identifies the session among the live ones.
    public var id: String { name }

    /// A snapshot with these values (tests and stub services make their own).
    public init(name: String, app: String, path: String, opened: Date, eventsHandled: Int = 0, lastActivity: Date? = nil,
                isConnected: Bool = true, isRecording: Bool = false) {
        self.name = name
        self.app = app
        self.path = path
        self.opened = opened
        self.eventsHandled = eventsHandled
        self.lastActivity = lastActivity
        self.isConnected = isConnected
        self.isRecording = isRecording
    }
}

/// One step of a session's life as an inspector watches it: what caused it, the messages the server sent the page
/// because of it, and how long it took.
///
/// Messages are masked as a journal masks them (`JournalMask`): a typed password never reaches an inspector.
public struct SessionTimelineEntry: Equatable, Sendable {
    /// What started the step.
    public enum Cause: Equatable, Sendable {
        /// A message from the page (an event, a navigation, or a refused frame), masked.
        case page(JSONValue)
        /// A socket of the page attached (the first, or a reconnection): the server sent the screen whole.
        case attach
        /// The page's socket went away.
        case detach
        /// Nothing from the page: the server sent on its own (a service answered, a timer fired).
        case server
    }

    /// Milliseconds since the session's page was rendered.
    public var milliseconds: Int
    /// What started the step.
    public var cause: Cause
    /// The messages sent to the page in the step, in order, masked.
    public var outputs: [JSONValue]
    /// For a message from the page, nanoseconds from its arrival until the step's patches were sent; nil otherwise.
    public var nanoseconds: UInt64?

    /// An entry with these values.
    public init(milliseconds: Int, cause: Cause, outputs: [JSONValue] = [], nanoseconds: UInt64? = nil) {
        self.milliseconds = milliseconds
        self.cause = cause
        self.outputs = outputs
        self.nanoseconds = nanoseconds
    }
}
