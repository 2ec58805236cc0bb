import BinderyWeb
import Foundation

/// The ledger as a journal's starting state: its entries oldest first, `{"kind","amount","date"}` with the date in
/// seconds since 1970, so a replay rebuilds the same ledger (same ids, balance and times) before its first screen.
enum LedgerJournalState {
    /// A journal's ledger state that is not a list of `{"kind","amount","date"}` entries.
    struct Malformed: Error, CustomStringConvertible {
        var description: String { "The journal's bank.ledger state is not a list of {kind, amount, date} entries." }
    }

    /// The entries of `account`'s ledger, oldest first.
    static func capture(_ account: any BankAccount) throws -> JSONValue {
        .array(try account.history().reversed().map { entry in
            .object(["kind": .string(entry.kind.rawValue), "amount": .number(Double(entry.amount)),
                     "date": .number(entry.date.timeIntervalSince1970)])
        })
    }

    /// Appends `state`'s entries, in order and with their own dates, to the ledger in `dataDirectory` (a fresh one
    /// in a replay).
    static func restore(_ state: JSONValue, into dataDirectory: URL) throws {
        guard case .array(let entries) = state else { throw Malformed() }
        for entry in entries {
            guard let kind = entry["kind"]?.stringValue.flatMap(TransactionKind.init(rawValue:)),
                  let amount = entry["amount"]?.numberValue, let seconds = entry["date"]?.numberValue
            else { throw Malformed() }
            // One account per entry, whose clock reads that entry's time.
            let ledger = try SQLiteBankAccount(path: BankApp.ledgerPath(in: dataDirectory),
                                               now: { Date(timeIntervalSince1970: seconds) })
            _ = kind == .deposit ? try ledger.deposit(Int64(amount)) : try ledger.withdraw(Int64(amount))
        }
    }
}
