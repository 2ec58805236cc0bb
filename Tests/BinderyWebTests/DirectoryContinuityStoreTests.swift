import BinderyWeb
import Foundation
import Testing

/// Records in a directory: each line written at once, a record reopened after a restart appends where it ended,
/// and idle records hold no descriptor beyond the store's few open files.
struct DirectoryContinuityStoreTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-records-\(UUID().uuidString)")

    private func header(_ path: String = "/counter") -> JournalHeader {
        JournalHeader(app: "counter", path: path, language: "en", started: Date(timeIntervalSince1970: 0))
    }

    private func token() -> String { BrowserRegistry().browser(id: nil).id }

    @Test func everyLineIsInTheFileAsSoonAsItIsAppendedAndAReopenedRecordGoesOn() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DirectoryContinuityStore(directory: directory)
        let token = token()
        let appender = try #require(store.open(token: token, header: header()))
        appender.append(Array("{\"one\":1}\n".utf8))
        #expect(store.record(token: token)?.hasSuffix("{\"one\":1}\n") == true, "no buffering: a kill -9 loses nothing")
        appender.close()
        appender.append(Array("{\"late\":1}\n".utf8))  // after close: dropped

        let restarted = try DirectoryContinuityStore(directory: directory)
        let reopened = try #require(restarted.open(token: token, header: nil))
        reopened.append(Array("{\"two\":2}\n".utf8))
        let lines = try #require(restarted.record(token: token)).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.last == "{\"two\":2}")
        #expect(restarted.open(token: self.token(), header: nil) == nil, "no record to reopen")
    }

    @Test func idleRecordsHoldNoDescriptorBeyondTheStoresOpenFiles() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DirectoryContinuityStore(directory: directory, maxOpenFiles: 16)
        let tokens = (0..<100).map { _ in token() }
        let appenders = try tokens.map { try #require(store.open(token: $0, header: header())) }
        #expect(store.openFiles <= 16)
        // Every tab writes again, the first ones long after their file was closed: each line lands in its own record.
        for (index, appender) in appenders.enumerated() { appender.append(Array("{\"tab\":\(index)}\n".utf8)) }
        #expect(store.openFiles <= 16)
        for (index, token) in tokens.enumerated() {
            #expect(store.record(token: token)?.hasSuffix("{\"tab\":\(index)}\n") == true)
        }
        for appender in appenders { appender.close() }
        #expect(store.openFiles == 0)
    }

    /// A record is read back whole, however long, text outside ASCII included; a file that is not UTF-8, or a token
    /// no session could have, reads as no record.
    @Test func aRecordReadsBackWholeAndOnlyAsUTF8() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DirectoryContinuityStore(directory: directory)
        let token = token()
        let appender = try #require(store.open(token: token, header: header("/카운터")))
        let line = "{\"value\":\"\(String(repeating: "가나다 ", count: 2_000))\"}\n"
        for _ in 0..<20 { appender.append(Array(line.utf8)) }
        let record = try #require(store.record(token: token))
        #expect(record.hasSuffix(String(repeating: line, count: 20)))
        #expect(record.contains("/카운터"))
        appender.append([0xFF, 0xFE, 0x0A])
        #expect(store.record(token: token) == nil, "not UTF-8")
        #expect(store.record(token: "../\(token)") == nil)
    }
}
