import Foundation

/// One step of a session's timeline as the inspector shows it: what started it, in one short line, what the server
/// sent in it, and how long it took.
public struct InspectedStep: Equatable, Sendable {
    /// What started the step.
    public enum Cause: Equatable, Sendable {
        /// A message from the page, summarised: `tap firstButton`, `navigate /bank`.
        case page(String)
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
    /// The messages sent to the page in the step, summarised in one line (`text stageLabel, enabled resetButton`);
    /// empty when nothing was sent.
    public var sent: String
    /// For a message from the page, nanoseconds from its arrival until the step's messages were sent; nil otherwise.
    public var nanoseconds: UInt64?

    /// A step with these values.
    public init(milliseconds: Int, cause: Cause, sent: String = "", nanoseconds: UInt64? = nil) {
        self.milliseconds = milliseconds
        self.cause = cause
        self.sent = sent
        self.nanoseconds = nanoseconds
    }
}
