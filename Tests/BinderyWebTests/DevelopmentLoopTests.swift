import BinderyWeb
import Foundation
import Testing

/// The live edit loop's side of a server: on only when `BINDERY_DEV_DIR` names its folder; then its pages are
/// marked to show the build's state, and the tabs' records are kept in the folder when the app keeps none.
struct DevelopmentLoopTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-dev-\(UUID().uuidString)")

    @Test func theLoopIsOffUnlessItsVariableNamesAFolder() {
        #expect(DevelopmentLoop.fromEnvironment([:]) == nil)
        #expect(DevelopmentLoop.fromEnvironment([DevelopmentLoop.environmentVariable: ""]) == nil)
        #expect(DevelopmentLoop.fromEnvironment([DevelopmentLoop.environmentVariable: folder.path])?.directory.path == folder.path)
        #expect(WebConfiguration().development == nil, "the tests' process, like a production server's, has no loop")
    }

    @Test func theStatusIsTheScriptsFileAndRunningWhileItWroteNone() throws {
        let loop = DevelopmentLoop(directory: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(loop.status() == DevelopmentLoop.runningStatus)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let failed = Data(#"{"state":"failed","title":"The build failed","details":"a.swift:1:1: error: <x>"}"#.utf8)
        try failed.write(to: loop.statusFile)
        #expect(loop.status() == failed)
    }

    @Test func aPageOfTheLoopsServerIsMarkedAndAProductionPageIsNot() throws {
        let loop = DevelopmentLoop(directory: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = "<meta name=\"\(WireProtocol.developmentMetaName)\" content=\"\">"
        let developing = WebApp(screens: continuityRegistry(), configuration: WebConfiguration(development: loop))
        let production = WebApp(screens: continuityRegistry(), configuration: WebConfiguration(development: nil))
        #expect(try #require(developing.openPage(path: "/counter", language: "en")).html.contains(marker))
        #expect(try !#require(production.openPage(path: "/counter", language: "en")).html.contains(marker))
        developing.closeAll()
        production.closeAll()
    }

    @Test func theLoopKeepsTheTabsRecordsWhenTheAppKeepsNone() throws {
        let loop = DevelopmentLoop(directory: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let keptByTheLoop = WebApp(screens: continuityRegistry(), configuration: WebConfiguration(development: loop))
        let store = try #require(keptByTheLoop.configuration.continuity as? DirectoryContinuityStore)
        #expect(store.directory == loop.sessionsDirectory)

        let own = try DirectoryContinuityStore(directory: folder.appendingPathComponent("own"))
        let keptByTheApp = WebApp(screens: continuityRegistry(), configuration: WebConfiguration(continuity: own, development: loop))
        #expect((keptByTheApp.configuration.continuity as? DirectoryContinuityStore) === own, "the app's own store is kept")
        #expect(WebApp(screens: continuityRegistry(), configuration: WebConfiguration(development: nil)).configuration.continuity == nil)
    }
}
