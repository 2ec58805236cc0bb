@testable import Bank
import Foundation

/// A ledger file in its own temporary directory, removed when released.
final class TemporaryLedger {
    let directory: URL
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("bank-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("bank.sqlite").path
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Opens the ledger (a fresh connection pool each time, as a restarted process would).
    func open(now: @escaping @Sendable () -> Date = Date.init) throws -> SQLiteBankAccount {
        try SQLiteBankAccount(path: path, now: now)
    }
}
