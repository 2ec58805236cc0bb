// store-latency POSTGRES_URL [COUNT]: what a store call adds to an event, on the embedded SQLite / UserDefaults
// stores and on PostgreSQL over loopback (./store-latency.sh makes a fresh database and runs it).
//
// Each row times COUNT calls one after the other, as one tab's events make them (the stores block the calling
// background thread until the database answers), and prints p50, p99 and mean in microseconds, and the ratio of
// the PostgreSQL p50 to the embedded store's. The first 50 calls warm up connections and caches and are not counted.
import Bank
import FindNumber
import Foundation
import PostgresStorage

/// Times `count` calls of `body` after 50 unmeasured ones; returns the sorted durations in microseconds.
func measure(_ count: Int, _ body: (Int) throws -> Void) rethrows -> [Double] {
    for index in 0..<50 { try body(-1 - index) }
    var samples: [Double] = []
    samples.reserveCapacity(count)
    for index in 0..<count {
        let start = DispatchTime.now().uptimeNanoseconds
        try body(index)
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
    }
    return samples.sorted()
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

func row(_ name: String, _ embedded: [Double], _ postgres: [Double]) -> String {
    func cells(_ s: [Double]) -> String {
        String(format: "%.0f | %.0f | %.0f", percentile(s, 0.5), percentile(s, 0.99), s.reduce(0, +) / Double(s.count))
    }
    return "| \(name) | \(cells(embedded)) | \(cells(postgres)) | " + String(format: "%.1f×", percentile(postgres, 0.5) / percentile(embedded, 0.5)) + " |"
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let url = try? DatabaseURL(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: store-latency POSTGRES_URL [COUNT]\n".utf8))
    exit(2)
}
let count = arguments.count > 2 ? Int(arguments[2]) ?? 1_000 : 1_000
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("store-latency-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }

let sqlite = try SQLiteBankAccount(path: directory.appendingPathComponent("bank.sqlite").path)
let postgres = PostgresBankAccount(url: url)
try postgres.prepare()
let defaults = DefaultsRecordStorage(defaults: UserDefaults(suiteName: directory.appendingPathComponent("find-number").path)!)
let records = PostgresRecordStorage(url: url)
try records.prepare()

print("| call (\(count) in a row) | embedded p50 µs | p99 | mean | PostgreSQL p50 µs | p99 | mean | p50 ratio |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
print(row("bank deposit (one transaction)", try measure(count) { _ in _ = try sqlite.deposit(1) },
          try measure(count) { _ in _ = try postgres.deposit(1) }))
print(row("bank statement (balance + history, one snapshot)", try measure(count / 10) { _ in _ = try sqlite.statement() },
          try measure(count / 10) { _ in _ = try postgres.statement() }))
print(row("Find Number record write", try measure(count) { _ in try defaults.write(GameRecord(round: 1, best: 0, current: 0)) },
          try measure(count) { _ in try records.write(GameRecord(round: 1, best: 0, current: 0)) }))
