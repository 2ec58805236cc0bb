import BinderyWeb
import Foundation

/// The inspector's texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum InspectorText: String, TextKey {
    /// The inspector's name, and the list screen's title.
    case appTitle
    /// The heading above the list of live sessions.
    case sessionsHeading
    /// How many sessions are live; %@ is the count.
    case sessionCount
    /// Shown instead of the list when no session is live.
    case noSessions
    /// The list's column of session names.
    case columnSession
    /// The list's column of apps.
    case columnApp
    /// The list's column of paths.
    case columnPath
    /// The list's column of ages.
    case columnAge
    /// The list's column of events handled.
    case columnEvents
    /// The list's column of the last event's time.
    case columnLastActivity
    /// The list's column of states.
    case columnState
    /// A session whose page's socket is attached.
    case stateConnected
    /// A session waiting for its page's socket to come back.
    case stateWaiting
    /// A session an inspector records.
    case stateRecording
    /// How long ago something happened; %@ is the duration.
    case ago
    /// The timeline screen's title; %@ is the session's name.
    case timelineTitle
    /// The button back to the list of sessions.
    case allSessions
    /// The button that starts recording the session.
    case startRecording
    /// The button that stops recording the session.
    case stopRecording
    /// The link that downloads the recorded journal.
    case downloadJournal
    /// The recording's state while it runs.
    case recordingOn
    /// The recording's state while it does not.
    case recordingOff
    /// The alert when a recording could not start.
    case recordingRefused
    /// Shown once the session has closed.
    case sessionEnded
    /// Shown while the timeline has no entry yet.
    case waitingForEvents
    /// The timeline's column of times since the session opened.
    case columnTime
    /// The timeline's column of causes.
    case columnEvent
    /// The timeline's column of messages sent to the page.
    case columnSent
    /// The timeline's column of handling times.
    case columnTook
    /// A step caused by a socket of the page attaching.
    case causeAttach
    /// A step caused by the page's socket going away.
    case causeDetach
    /// A step the server took on its own (a service answered, a timer fired).
    case causeServer

    /// The languages the inspector speaks (a `Strings/<tag>.strings` each, English first) and their tables.
    public static let localization = Localization(bundle: .module)
}
