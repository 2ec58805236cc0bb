import Bank
import BinderyWeb
import BinderyWebServer
import Foundation

/// Bank (seed 002, ReactorKit): the account screen and the transaction screen on one SQLite ledger.
enum BankApp: GalleryApp {
    static let entry = AppEntry(
        path: "/bank",
        title: LocalizedText(en: "Bank", ko: "은행"),
        summary: LocalizedText(
            en: "Deposit and withdraw; the balance and history live in a crash-safe SQLite ledger.",
            ko: "입금과 출금을 해 보세요. 잔액과 내역은 비정상 종료에도 안전한 SQLite 장부에 남습니다."
        )
    )

    /// The transaction screen's path.
    static let transactionPath = "/bank/transaction"

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        let account = openAccount(in: environment.dataDirectory)
        // One serial queue for every tab's ledger calls: commits and reads run in the order they were asked for.
        let background = DispatchQueue(label: "bank.ledger", qos: .userInitiated).eraseToAnyScheduler()
        registry.register(entry.path) { _ in
            BankViewController(transactionPath: transactionPath) {
                BankReactor(account: account, background: background)
            }
        }
        registry.register(transactionPath) { _ in
            TransactionViewController {
                TransactionReactor(account: account, background: background)
            }
        }
    }

    /// The ledger in `bank.sqlite`; if it cannot be opened, an account that reports the bank as
    /// unavailable (and the reason on stderr).
    static func openAccount(in dataDirectory: URL) -> any BankAccount {
        do {
            return try SQLiteBankAccount(path: dataDirectory.appendingPathComponent("bank.sqlite").path)
        } catch {
            FileHandle.standardError.write(Data("Bank: the ledger could not be opened: \(error)\n".utf8))
            return UnavailableBankAccount()
        }
    }
}
