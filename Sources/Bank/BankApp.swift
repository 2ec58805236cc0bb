import BinderyWeb
import Foundation

/// Bank, on reactors: the account screen and the transaction screen on one SQLite ledger.
public enum BankApp: WebAppModule {
    public static let texts: any TextKey.Type = BankText.self

    public static let path = "/bank"
    public static let title = LocalizedText(BankText.appTitle)
    public static let summary = LocalizedText(BankText.appSummary)

    /// The transaction screen's path.
    static let transactionPath = "/bank/transaction"

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let account = openAccount(in: environment.dataDirectory, now: environment.now)
        // One serial queue for every tab's ledger calls: commits and reads run in the order they were asked for.
        let background = environment.backgroundScheduler("bank.ledger", false)
        registry.journalStates.register(ledgerState, app: path, capture: { try LedgerJournalState.capture(account) },
                                        restore: { try LedgerJournalState.restore($0, into: environment.dataDirectory) })
        registry.register(path, texts: BankText.self) { _ in
            BankViewController(transactionPath: transactionPath) {
                BankReactor(account: account, background: background)
            }
        }
        registry.register(transactionPath, texts: BankText.self) { _ in
            TransactionViewController {
                TransactionReactor(account: account, background: background)
            }
        }
    }

    /// The name of the ledger's entries in a journal's starting state.
    static let ledgerState = "bank.ledger"

    /// The ledger's file in `dataDirectory`.
    static func ledgerPath(in dataDirectory: URL) -> String { dataDirectory.appendingPathComponent("bank.sqlite").path }

    /// The ledger in `bank.sqlite`; if it cannot be opened, an account that reports the bank as
    /// unavailable (and the reason on stderr).
    static func openAccount(in dataDirectory: URL, now: @escaping @Sendable () -> Date = Date.init) -> any BankAccount {
        do {
            return try SQLiteBankAccount(path: ledgerPath(in: dataDirectory), now: now)
        } catch {
            FileHandle.standardError.write(Data("Bank: the ledger could not be opened: \(error)\n".utf8))
            return UnavailableBankAccount()
        }
    }
}
