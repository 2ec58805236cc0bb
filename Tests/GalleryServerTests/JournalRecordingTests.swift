import BinderyWeb
import Foundation
@testable import Gallery
import Testing

/// A live session over the real server and socket, recorded to a journal file (the stand-in's answers captured at the
/// apps' shared URL session, attributed to the session that asked), then replayed without the server.
struct JournalRecordingTests {
    private static let path = "/find-number"

    @Test func aLiveSessionIsRecordedWithItsServiceAnswersAndItsJournalReplaysGreen() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("replay-journals-\(UUID())", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bystander = try await TestGallery.run(randomSource: LowestNumberSource(), journalDirectory: directory) { gallery in
            let token = try await gallery.openPage(Self.path)
            let bystander = try await gallery.openPage(Self.path)  // another tab: its own journal, none of this one's answers
            try await gallery.join(token: token, path: Self.path) { socket in
                for _ in 1...4 {
                    try await socket.send(ClientFrame.event("tap", on: "firstButton"))
                    if let frame = try await socket.nextFrame(within: .seconds(5)), frame.type == "patch" { break }
                }
            }
            return String(bystander.prefix(8))
        }
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        #expect(files.count == 2)
        let journals = try files.map(Journal.init(contentsOf:))
        let played = try #require(journals.first { journal in journal.entries.contains { $0.event == .attach } })
        let otherFile = try #require(files.first { $0.lastPathComponent.contains(bystander) })
        let other = try Journal(contentsOf: otherFile)
        #expect(played.header.app == Self.path && played.header.language == "en")
        let requests = Self.requests(in: played)
        #expect(requests.count >= 2, "the first target and the one after the right guess")
        #expect(requests.allSatisfy { $0.hasPrefix("GET /api/v1.0/random?") })
        #expect(Self.requests(in: other).count <= 1, "at most the bystander's own first target, none of the player's")
        try JournalReplay.run(played, apps: GalleryApps.all)
    }

    /// The method, path and query of each request recorded in `journal`.
    private static func requests(in journal: Journal) -> [String] {
        journal.entries.compactMap { entry in
            if case .service(let exchange) = entry.event { return exchange.request.pathAndQuery }
            return nil
        }
    }
}
