import BinderyWeb
import Hummingbird

/// Builds the HTTP responses that carry pages and the client script.
enum PageResponse {
    /// An HTML page in `language`, never cached (each page load opens its own session).
    static func html(_ html: String, status: HTTPResponse.Status = .ok, language: Language) -> Response {
        Response(
            status: status,
            headers: [
                .contentType: "text/html; charset=utf-8",
                .contentLanguage: language.rawValue,
                .cacheControl: "no-store",
                .vary: "Accept-Language",
            ],
            body: .init(byteBuffer: ByteBuffer(string: html))
        )
    }

    /// The JavaScript client, revalidated on every load so a new server's client is picked up.
    static func javaScript(_ source: String) -> Response {
        revalidated(source, contentType: "application/javascript; charset=utf-8")
    }

    /// The stylesheet, revalidated on every load.
    static func styleSheet(_ source: String) -> Response {
        revalidated(source, contentType: "text/css; charset=utf-8")
    }

    /// `source` as a `contentType` response that the browser may cache but checks again on every load.
    private static func revalidated(_ source: String, contentType: String) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: contentType, .cacheControl: "no-cache"],
            body: .init(byteBuffer: ByteBuffer(string: source))
        )
    }
}
