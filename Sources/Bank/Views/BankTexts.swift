import Bindery
import BinderyWeb

/// The bank screens' texts that depend on data: the balance before it is read, history rows, confirmations.
enum BankTexts {
    /// The balance line: "Balance: ₩1,234", or "Balance: …" before the ledger is read (nil).
    static func balance(_ won: Int64?, in language: Language) -> String {
        won.map { WonText.balance($0, in: language) } ?? language.pick(en: "Balance: …", ko: "잔액: …")
    }

    /// The history table's column headers.
    static func historyHeaders(in language: Language) -> [String] {
        [language.pick(en: "Kind", ko: "구분"), language.pick(en: "Amount", ko: "금액"), language.pick(en: "Time", ko: "시간")]
    }

    /// One history row: kind, amount, time in the language's locale; its id is the ledger id.
    static func row(for transaction: BankTransaction, in language: Language) -> TableRow {
        TableRow(id: String(transaction.id), cells: [
            transaction.kind.name(in: language),
            WonText.amount(transaction.amount, in: language),
            WonText.time(transaction.date, in: language),
        ])
    }

    /// What a committed transaction says: "Deposited ₩500." / "500원 입금했습니다."
    static func confirmation(of transaction: BankTransaction, in language: Language) -> String {
        let amount = WonText.amount(transaction.amount, in: language)
        return switch transaction.kind {
        case .deposit: language.pick(en: "Deposited \(amount).", ko: "\(amount)을 입금했습니다.")
        case .withdrawal: language.pick(en: "Withdrew \(amount).", ko: "\(amount)을 출금했습니다.")
        }
    }
}
