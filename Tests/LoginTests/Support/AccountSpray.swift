import BinderyTest
import Foundation
@testable import Login
import Testing

/// The aimed lockout of the security review (issue 33) on virtual time: one sign-in form per attacking address
/// (`192.0.2.1`, `192.0.2.2`, …), all guessing the demo account with a wrong password, sharing a stub store, a
/// throttle on the UI scheduler's wall clock, and that scheduler with the owner's form.
final class AccountSpray {
    /// The account under attack, whose password is "password".
    static let account = "demo@example.com"
    let ui = DispatchQueue.test
    let store = StubAccountStore(accounts: [AccountSpray.account: "password"])
    let throttle: LoginThrottle
    /// One form per address, in address order.
    let tabs: [LoginHarness]
    private let guessedPassword = "wrong-password"

    /// `addresses` forms with the account and a wrong password typed; a leak is reported at `sourceLocation`.
    init(addresses: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        throttle = LoginThrottle(clock: ui.wallClock())
        tabs = (1...addresses).map { [store, throttle, ui] index in
            LoginHarness(store: store, throttle: throttle, ui: ui, clientAddress: "192.0.2.\(index)",
                         sourceLocation: sourceLocation)
        }
        for tab in tabs { tab.play(.email(Self.account), .password(guessedPassword)) }
    }

    /// A form of the account's owner at `address`, with the account and `password` typed.
    func ownersForm(address: String, password: String,
                    sourceLocation: SourceLocation = #_sourceLocation) -> LoginHarness {
        let form = LoginHarness(store: store, throttle: throttle, ui: ui, clientAddress: address,
                                sourceLocation: sourceLocation)
        form.play(.email(Self.account), .password(password))
        return form
    }

    /// Every address taps Login once, in address order, each check answered before the next tap (a refused tap
    /// costs the attacker nothing, so an attacker taps whenever it likes).
    func guess() {
        for tab in tabs { tab.play(.tap, .runChecks) }
    }

    /// Every half second for `seconds` (from the current time, both ends included), every address guesses, then
    /// `meanwhile` runs with the time in milliseconds since the attack started.
    func attack(seconds: Int, meanwhile: (_ milliseconds: Int) -> Void) {
        for tick in 0...(seconds * 2) {
            guess()
            meanwhile(tick * 500)
            ui.advance(by: .milliseconds(500))
        }
    }

    /// How many of the attackers' guesses reached a password check.
    var checks: Int { store.checks.filter { $0.password == guessedPassword }.count }
}
