import Foundation

/// One live session as the inspector lists it, read at one moment.
public struct InspectedSession: Equatable, Sendable, Identifiable {
    /// The session's short name (the first characters of its token), as logs and journal file names show it.
    public var name: String
    /// The app of the screen on show (its path's first segment, `/bank`).
    public var app: String
    /// The path and query of the screen on show.
    public var path: String
    /// When the page that opened the session was rendered.
    public var opened: Date
    /// How many messages from the page the session has handled.
    public var eventsHandled: Int
    /// When the last of those messages arrived; nil before the first.
    public var lastActivity: Date?
    /// Whether the page's socket is attached now (false while the session waits for its page to come back).
    public var isConnected: Bool
    /// Whether the session is being recorded into a journal now.
    public var isRecording: Bool

    /// `name`, which identifies the session among the live ones.
    public var id: String { name }

    /// A session with these values (services and tests make their own).
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
