// bank-ledger-torture LEDGER WRITER: the crash test's writer (Tests/BankTests/LedgerCrashTests.swift).
//
// Opens the bank ledger at LEDGER and makes up to 999 transactions through the same `SQLiteBankAccount`
// the gallery uses, printing one line per transaction only after it committed:
//   confirmed deposit|withdrawal AMOUNT ID      refused withdrawal AMOUNT
// Amounts are unique per writer number and kind (deposits (WRITER+1)*100000+i, withdrawals WRITER*1000+i+1),
// so the test can tell every transaction apart after it kills writers with SIGKILL at random moments.
import Bank
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3, let writer = Int64(arguments[2]), writer >= 0 else {
    FileHandle.standardError.write(Data("usage: bank-ledger-torture LEDGER WRITER\n".utf8))
    exit(2)
}

/// Writes `line` to stdout at once (unbuffered), so a line exists exactly when its commit did.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

do {
    let account = try SQLiteBankAccount(path: arguments[1])
    for index in Int64(0)..<999 {
        if index % 3 == 2 {
            let amount = writer * 1000 + index + 1
            do {
                let entry = try account.withdraw(amount)
                say("confirmed withdrawal \(amount) \(entry.id)")
            } catch BankError.insufficientFunds {
                say("refused withdrawal \(amount)")
            }
        } else {
            let amount = (writer + 1) * 100_000 + index
            let entry = try account.deposit(amount)
            say("confirmed deposit \(amount) \(entry.id)")
        }
    }
    say("done")
} catch {
    FileHandle.standardError.write(Data("bank-ledger-torture: \(error)\n".utf8))
    exit(1)
}
