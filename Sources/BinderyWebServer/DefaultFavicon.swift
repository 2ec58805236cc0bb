import Foundation
import Hummingbird

/// The icon `WebServer` serves at `/favicon.ico` unless the app's `SiteRoutes` has a file there: a blue "B", 32×32,
/// so that browsers asking for it on every page get an answer instead of a logged 404.
enum DefaultFavicon {
    /// Where browsers ask for a site's icon.
    static let path = "/favicon.ico"

    /// The icon: an ICO holding one 32×32 PNG (175 bytes).
    static let bytes = Data(base64Encoded: """
        AAABAAEAICAAAAEAIACZAAAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAAgAAAAIAgGAAAAc3p69AAAAGBJREFUeNrt10EKACAIBEDf2nv7U0HXilyw1NiFbpFzWlJkl1Kb6VHFeiiEeTV8iXg9fEJEBqDBAYdLVwEDkQmgeRDGEEBAKgB7gEVEAAEsok8B/JaHALivZiGWU6f1vAMVooA8523+9gAAAABJRU5ErkJggg==
        """)!

    /// Adds the icon's route to `router`, cached by the browser for a day.
    static func addRoute(to router: Router<PageRequestContext>) {
        router.get(RouterPath(path)) { _, _ in
            Response(status: .ok, headers: [.contentType: "image/x-icon", .cacheControl: "public, max-age=86400"],
                     body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
        }
    }
}
