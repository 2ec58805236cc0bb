import Foundation

/// A bank account kept as a ledger in a database (`SQLiteBankAccount`, `PostgresBankAccount`): a deposit or a
/// withdrawal appends one entry, in one transaction that checks it against the balance read under that
/// transaction's lock. The rules an entry must pass are here, the same whatever the database.
protocol LedgerAccount: BankAccount {
    /// Appends one entry of `kind` for `amount` won (already known to be 1 to `Amount.maximum`) in one transaction
    /// and returns it; checks it with `checkEntry(_:_:against:)` against the balance read under the transaction's
    /// lock first, and writes nothing when that throws.
    func append(_ kind: TransactionKind, _ amount: Int64) throws -> BankTransaction
}

extension LedgerAccount {
    /// Adds `amount` won in one transaction.
    public func deposit(_ amount: Int64) throws -> BankTransaction {
        try checkAmount(amount)
        return try append(.deposit, amount)
    }

    /// Takes out `amount` won in one transaction; more than the balance throws `insufficientFunds`.
    public func withdraw(_ amount: Int64) throws -> BankTransaction {
        try checkAmount(amount)
        return try append(.withdrawal, amount)
    }

    /// Throws unless `amount` is 1 to `Amount.maximum` won (checked before any transaction starts).
    private func checkAmount(_ amount: Int64) throws {
        guard amount > 0 else { throw BankError.notPositive }
        guard amount <= Amount.maximum else { throw BankError.tooManyDigits }
    }

    /// Throws unless an entry of `kind` for `amount` won may be added to `balance`: a withdrawal may not overdraw, a
    /// deposit may not take the balance over `SQLiteBankAccount.maximumBalance`.
    func checkEntry(_ kind: TransactionKind, _ amount: Int64, against balance: Int64) throws {
        switch kind {
        case .withdrawal where amount > balance:
            throw BankError.insufficientFunds(balance: balance)
        case .deposit where amount > SQLiteBankAccount.maximumBalance - balance:
            throw BankError.balanceLimitReached
        default:
            break
        }
    }
}
