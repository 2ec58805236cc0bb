import Bindery
import BinderyWeb
import Foundation
import Testing

@Suite struct JournalPrivacyTests {
    @Test func journalFilesAreTheirOwnersOnlyAndSoIsTheDirectoryTheServerMakes() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("journal-modes-\(UUID())", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        let directory = parent.appendingPathComponent("journals", isDirectory: true)
        let header = JournalHeader(app: "/counter", path: "/counter", language: "en", started: Date())
        let recorder = try JournalRecorder.live(header: header, directory: directory, name: "abcd1234")
        recorder.record(.attach)
        recorder.close()
        let file = try #require(FileManager.default.contentsOfDirectory(atPath: directory.path).first)
        let fileMode = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(file).path)[.posixPermissions] as? Int
        let directoryMode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        #expect(fileMode == 0o600)
        #expect(directoryMode == 0o700)
        #expect(try Journal(contentsOf: directory.appendingPathComponent(file)).entries.map(\.event) == [.attach])
    }
}
