import BinderyWeb

/// The bank screens' texts that depend on data: the balance before it is read, history rows, confirmations.
enum BankTexts {
    /// The balance line: "Balance: ₩1,234", or "Balance: …" before the ledger is read (nil).
    static func balance(_ won: Int64?, in strings: StringsTable) -> String {
        won.map { WonText.balance($0, in: strings) } ?? strings(BankText.balanceUnknown)
    }

    /// The history table's column headers.
    static func historyHeaders(in strings: StringsTable) -> [String] {
        [strings(BankText.kindHeader), strings(BankText.amountHeader), strings(BankText.timeHeader)]
    }

    /// One history row: kind, amount, time in the language's locale; its id is the ledger id.
    static func row(for transaction: BankTransaction, in strings: StringsTable) -> TableRow {
        TableRow(id: String(transaction.id), cells: [
            transaction.kind.name(in: strings),
            WonText.amount(transaction.amount, in: strings),
            WonText.time(transaction.date, in: strings),
        ])
    }

    /// What a committed transaction says: "Deposited ₩500." / "500원을 입금했습니다."
    static func confirmation(of transaction: BankTransaction, in strings: StringsTable) -> String {
        let amount = WonText.amount(transaction.amount, in: strings)
        return switch transaction.kind {
        case .deposit: strings(BankText.deposited, amount)
        case .withdrawal: strings(BankText.withdrew, amount)
        }
    }
}
