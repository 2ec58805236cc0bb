import BinderyWeb
import Hummingbird
import NIOCore

/// The live edit loop's build state (`DevelopmentLoop`), which every page of a loop's server asks for and shows:
/// served at `WireProtocol.Path.developmentStatus` under the base path only when the loop runs the server.
struct DevelopmentStatusRoute: Sendable {
    let loop: DevelopmentLoop

    /// Adds `GET` of the status to `group`: the script's `status.json` as it is now, never cached.
    func addRoute(to group: some RouterMethods) {
        group.get(RouterPath(WireProtocol.Path.developmentStatus.rawValue)) { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
                     body: .init(byteBuffer: ByteBuffer(bytes: loop.status())))
        }
    }
}
