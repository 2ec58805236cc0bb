import BinderyWeb
import Foundation

/// The accounts as a journal's starting state: their emails only, `["demo@example.com", …]` (the first
/// `captureLimit`, in order). A journal never holds a password or its hash, so a replay re-creates each account it
/// lacks with the password typed into the sign-in form's password field, which the replay is given as a secret
/// (`JournalReplay.run(…, secrets: ["pwField": "…"])`).
enum AccountsJournalState {
    /// The state's name in a journal's header.
    static let name = "login.accounts"
    /// The most emails captured.
    static let captureLimit = 100

    /// A journal's accounts state that is not a list of emails, or that needs a password the replay was not given.
    struct Unusable: Error, CustomStringConvertible {
        let description: String
    }

    /// The emails of `accounts`.
    static func capture(_ accounts: any AccountDatabase) throws -> JSONValue {
        .array(try accounts.emails(limit: captureLimit).map(JSONValue.string))
    }

    /// Creates in `accounts` each account `state` names that it lacks, with the password `secrets` gives for
    /// `passwordField`.
    static func restore(_ state: JSONValue, secrets: [String: String], passwordField: String,
                        into accounts: any AccountDatabase) throws {
        guard case .array(let items) = state else { throw Unusable(description: "The journal's \(name) state is not a list of emails.") }
        for item in items {
            guard let email = item.stringValue else { throw Unusable(description: "The journal's \(name) state is not a list of emails.") }
            guard try !accounts.exists(email: email) else { continue }
            guard let password = secrets[passwordField] else {
                throw Unusable(description: "The journal starts from the account \(email), whose password it does not hold: "
                    + "give the password typed into \(passwordField) as secrets[\"\(passwordField)\"].")
            }
            try accounts.createAccount(email: email, password: password)
        }
    }
}
