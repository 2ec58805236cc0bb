import Foundation
import Hummingbird

/// The answers stand-ins give: JSON bodies, SVG images, and absolute URLs of their own resources.
enum StandInResponse {
    /// `value` as a JSON answer with `status` (200 unless given).
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: try JSONEncoder().encode(value)))
        )
    }

    /// An SVG document as a 200 image answer, cacheable (the images never change).
    static func svg(_ document: String) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "image/svg+xml", .cacheControl: "public, max-age=86400"],
            body: .init(byteBuffer: ByteBuffer(string: document))
        )
    }

    /// The absolute URL of `path` (below `/api/`) on the host the request named, as the public APIs
    /// give absolute image URLs: a service pointed at this server by any base URL downloads from it.
    static func url(of path: String, for request: Request) -> String {
        "http://\(request.head.authority ?? "127.0.0.1")/api/\(path)"
    }

    /// The id in an image file name `<id>.svg`, or nil.
    static func svgFileID(_ file: String?) -> String? {
        guard let file, file.hasSuffix(".svg"), file.count > 4 else { return nil }
        return String(file.dropLast(4))
    }
}
