import BinderyWeb
import Crypto
import Foundation

/// The accounts as a journal's starting state, naming no one: how many were captured, a random salt, and a salted
/// hash of each one's email (the first `captureLimit`, in order):
/// `{"count":1,"emailHashes":["3f1c…"],"salt":"9a0b…"}`. A journal file is read by whoever debugs the server; it
/// must not list the users. A journal never holds a password or its hash either, so a replay re-creates each account
/// it lacks from the emails the recorded page typed whose hash is listed, with the password typed into the sign-in
/// form's password field, which the replay is given as a secret (`JournalReplay.run(…, secrets: ["pwField": "…"])`).
enum AccountsJournalState {
    /// The state's name in a journal's header.
    static let name = "login.accounts"
    /// The most emails captured.
    static let captureLimit = 100
    /// The hex digits of an email's hash kept: 64 bits, enough to tell a hundred accounts apart.
    static let hashDigits = 16

    /// The state's keys.
    private enum Key {
        static let count = "count", salt = "salt", emailHashes = "emailHashes"
    }

    /// A journal's accounts state that is not one of these, or that needs a password the replay was not given.
    struct Unusable: Error, CustomStringConvertible {
        let description: String
    }

    /// The hashes of the emails of `accounts`.
    static func capture(_ accounts: any AccountDatabase) throws -> JSONValue {
        state(emails: try accounts.emails(limit: captureLimit))
    }

    /// The state of accounts with `emails`, under a new random salt.
    static func state(emails: [String]) -> JSONValue {
        let salt = Data((0..<16).map { _ in UInt8.random(in: .min ... .max) })
        return .object([
            Key.count: .number(Double(emails.count)),
            Key.salt: .string(hex(salt)),
            Key.emailHashes: .array(emails.map { .string(hash($0, salt: salt)) }),
        ])
    }

    /// Creates in `accounts` each account `state` lists that it lacks, among the emails the page typed into any
    /// field, with the password `inputs` gives for `passwordField`. A state of plain emails (a journal recorded
    /// before they were hashed) is read too.
    static func restore(_ state: JSONValue, inputs: JournalReplayInputs, passwordField: String,
                        into accounts: any AccountDatabase) throws {
        for email in try emails(in: state, typed: inputs.values.values.joined()) {
            guard try !accounts.exists(email: email) else { continue }
            guard let password = inputs.secrets[passwordField] else {
                throw Unusable(description: "The journal starts from the account \(email), whose password it does not hold: "
                    + "give the password typed into \(passwordField) as secrets[\"\(passwordField)\"].")
            }
            try accounts.createAccount(email: email, password: password)
        }
    }

    /// The emails (normalized) `state` lists: among `typed` those whose hash it holds, or its plain list.
    private static func emails(in state: JSONValue, typed: some Sequence<String>) throws -> [String] {
        if case .array(let items) = state {
            let emails = items.compactMap(\.stringValue)
            guard emails.count == items.count else { throw unusable }
            return emails
        }
        guard let saltText = state[Key.salt]?.stringValue, let salt = data(hex: saltText),
              case .array(let items)? = state[Key.emailHashes] else { throw unusable }
        let hashes = Set(items.compactMap(\.stringValue))
        var found: [String] = []
        for email in Set(typed.map { Account.normalize(email: $0) }).sorted() where hashes.contains(hash(email, salt: salt)) {
            found.append(email)
        }
        return found
    }

    private static var unusable: Unusable {
        Unusable(description: "The journal's \(name) state is neither hashed emails nor a list of emails.")
    }

    /// The first `hashDigits` hex digits of the HMAC-SHA256 of `email` (normalized) keyed by `salt`.
    static func hash(_ email: String, salt: Data) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: Data(Account.normalize(email: email).utf8), using: SymmetricKey(data: salt))
        return String(hex(Data(code)).prefix(hashDigits))
    }

    private static func hex(_ data: Data) -> String { data.map { String(format: "%02x", $0) }.joined() }

    private static func data(hex text: String) -> Data? {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
        }
        return Data(bytes)
    }
}
