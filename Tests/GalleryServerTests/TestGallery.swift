import Foundation
@testable import Gallery
import Hummingbird
import Logging

/// The gallery as the tests run it: port 0, a fresh temporary data directory, its own stand-ins.
enum TestGallery {
    static func makeApplication() -> some ApplicationProtocol {
        GalleryServer(
            address: ServerAddress(host: "localhost", port: 0),
            dataDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("gallery-tests-\(UUID())"),
            fixedAPIBaseURL: nil
        ).makeApplication(logger: Logger(label: "gallery-tests"))
    }
}
