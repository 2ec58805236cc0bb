@testable import BinderyWeb
import Foundation
import Testing

/// What a test's environment gives an app: a data directory of its own each time, and an API where nothing answers.
struct AppEnvironmentTests {
    @Test func eachTestingEnvironmentHasANewEmptyDataDirectoryOfThisProcess() throws {
        let first = AppEnvironment.testing.dataDirectory, second = AppEnvironment.testing.dataDirectory
        #expect(first != second)
        for directory in [first, second] {
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
            #expect(directory.deletingLastPathComponent() == TestingDataDirectories.root)
        }
        try Data("1".utf8).write(to: first.appendingPathComponent("store.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: second.path) == [])
        #expect(TestingDataDirectories.root.lastPathComponent == "bindery-testing-\(ProcessInfo.processInfo.processIdentifier)")
    }

    @Test func anEnvironmentWithoutAnAPIOfItsOwnPointsWhereNothingAnswers() {
        let environment = AppEnvironment(dataDirectory: URL(fileURLWithPath: "/srv/shop"))
        #expect(environment.apiBaseURL() == URL(string: "http://127.0.0.1:9")!)
        #expect(AppEnvironment.testing.apiBaseURL() == AppEnvironment.nowhere)
    }
}
