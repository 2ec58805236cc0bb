import BinderyWeb
import Foundation
import Testing

/// A single server's browsers kept in its data directory: values survive the registry (the process), a renewal
/// moves them, an idle browser is forgotten, and no cookie's made-up id names a file.
struct DirectoryBrowserStoreTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-browsers-\(UUID().uuidString)")
    let member = SessionKey<String>("test.member")

    private func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test func aSignedInBrowserIsSignedInAfterARestart() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = BrowserRegistry(store: try DirectoryBrowserStore(directory: directory))
        let (id, values) = before.browser(id: nil)
        values[member] = "kim@example.com"
        before.flush()

        let after = BrowserRegistry(store: try DirectoryBrowserStore(directory: directory))
        await after.load(id: id)
        let browser = after.browser(id: id)
        #expect(browser.id == id)
        #expect(browser.values[member] == "kim@example.com")
        #expect(files() == ["\(id).json"])
        let permissions = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("\(id).json").path)[.posixPermissions] as? Int
        #expect(permissions == 0o600, "the owner's only, as the continuity records")
    }

    @Test func signingOutRemovesTheFileAndARenewalMovesIt() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DirectoryBrowserStore(directory: directory)
        let registry = BrowserRegistry(store: store)
        let (id, values) = registry.browser(id: nil)
        values[member] = "kim@example.com"
        let renewed = try #require(registry.renew(id: id))
        registry.flush()
        #expect(files() == ["\(renewed.id).json"])
        #expect(try store.load(id, idleLimit: 60).isEmpty, "the old id is worth nothing")
        values[member] = nil
        registry.flush()
        #expect(files().isEmpty)
    }

    @Test func aBrowserUnseenForLongerThanTheIdleLimitIsForgotten() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DirectoryBrowserStore(directory: directory)
        let id = BrowserRegistry().browser(id: nil).id
        try store.save(Data(#""kim@example.com""#.utf8), named: "test.member", of: id)
        let file = directory.appendingPathComponent("\(id).json")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-120)], ofItemAtPath: file.path)
        #expect(try store.load(id, idleLimit: 60).isEmpty)
        #expect(files().isEmpty)

        try store.save(Data("1".utf8), named: "test.count", of: id)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-120)], ofItemAtPath: file.path)
        _ = try DirectoryBrowserStore(directory: directory, forgetAfter: 60)  // a restart sweeps them too
        #expect(files().isEmpty)
    }

    @Test func anIdNoRegistryCouldMakeNamesNoFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DirectoryBrowserStore(directory: directory)
        try store.save(Data("1".utf8), named: "x", of: "../../etc/passwd")
        #expect(try store.load("../../etc/passwd", idleLimit: 60).isEmpty)
        #expect(files().isEmpty)
    }
}
