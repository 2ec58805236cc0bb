import BinderyTest
import Foundation
@testable import Login
import Testing

/// Sign-in forms whose visitor taps Login and leaves the screen before the answer (the first finding of the
/// security review, issue 33). The forms share a stub store, a throttle on the UI scheduler's wall clock that logs
/// to `events`, and the UI and background schedulers, which outlive them as the server's queues outlive a screen.
final class LeavingTabs {
    let store = StubAccountStore(accounts: ["demo@example.com": "password"])
    let ui = DispatchQueue.test
    let background = DispatchQueue.test
    let events = EventLog()
    let throttle: LoginThrottle

    /// No form yet.
    init() {
        throttle = LoginThrottle(clock: ui.wallClock(), log: events.append)
    }

    /// A form at `client` that stays open.
    func form(client: String, sourceLocation: SourceLocation = #_sourceLocation) -> LoginHarness {
        LoginHarness(store: store, throttle: throttle, ui: ui, background: background, clientAddress: client,
                     sourceLocation: sourceLocation)
    }

    /// Opens a form at `client`, types `email` and `password`, taps Login and releases the form with its check
    /// still waiting for the background; returns the errors the form showed meanwhile.
    func tapAndLeave(client: String, email: String, password: String,
                     sourceLocation: SourceLocation = #_sourceLocation) -> [LoginError] {
        let leaving = form(client: client, sourceLocation: sourceLocation)
        leaving.play(.email(email), .password(password), .tap)
        return leaving.error.values
    }
}
