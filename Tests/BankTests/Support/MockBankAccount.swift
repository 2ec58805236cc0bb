@testable import Bank
import Bindery
import Foundation

/// A mock account: an in-memory ledger with the real rules (no overdraft), the calls it got,
/// and a switch that makes every call fail as a broken store would.
final class MockBankAccount: BankAccount, @unchecked Sendable {
    // @unchecked Sendable: `entries`, `calls` and `isBroken` are only touched under `lock`.
    private let lock = NSLock()
    private var entries: [BankTransaction] = []
    private var recordedCalls: [String] = []
    private var broken = false
    private let changeRelay = PublishRelay<Void>()
    private let date: Date

    /// Creates an account whose ledger holds `deposits` (oldest first), all dated `date`.
    init(deposits: [Int64] = [], date: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        self.date = date
        for amount in deposits {
            entries.append(BankTransaction(id: Int64(entries.count + 1), kind: .deposit, amount: amount, date: date))
        }
    }

    /// Every call made, in order ("deposit 500", "balance", ...).
    var calls: [String] { lock.withLock { recordedCalls } }

    /// Whether every call throws, as an unreadable ledger would.
    var isBroken: Bool {
        get { lock.withLock { broken } }
        set { lock.withLock { broken = newValue } }
    }

    var changes: AnyPublisher<Void, Never> { changeRelay.eraseToAnyPublisher() }

    func deposit(_ amount: Int64) throws -> BankTransaction {
        try append(.deposit, amount)
    }

    func withdraw(_ amount: Int64) throws -> BankTransaction {
        try append(.withdrawal, amount)
    }

    func balance() throws -> Int64 {
        try lock.withLock {
            try call("balance")
            return entries.reduce(0) { $0 + $1.signedAmount }
        }
    }

    func history() throws -> [BankTransaction] {
        try lock.withLock {
            try call("history")
            return entries.reversed()
        }
    }

    private func append(_ kind: TransactionKind, _ amount: Int64) throws -> BankTransaction {
        let entry: BankTransaction = try lock.withLock {
            try call("\(kind.rawValue) \(amount)")
            let balance = entries.reduce(0) { $0 + $1.signedAmount }
            if kind == .withdrawal, amount > balance { throw BankError.insufficientFunds(balance: balance) }
            let entry = BankTransaction(id: Int64(entries.count + 1), kind: kind, amount: amount, date: date)
            entries.append(entry)
            return entry
        }
        changeRelay.accept(())
        return entry
    }

    /// Records a call; throws when broken. Called under `lock`.
    private func call(_ name: String) throws {
        recordedCalls.append(name)
        if broken { throw BankError.ledgerUnavailable }
    }
}
