import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension ServiceError {
    /// The JSON body of a 200 answer, as `Body`: the status's error (``check(status:)``) for any other answer,
    /// `unreadableAnswer` for a body that is not `Body`'s JSON.
    public static func json<Body: Decodable>(_: Body.Type, data: Data, response: URLResponse) throws(ServiceError) -> Body {
        try check(status: (response as? HTTPURLResponse)?.statusCode)
        guard let body = try? JSONDecoder().decode(Body.self, from: data) else { throw .unreadableAnswer }
        return body
    }

    /// The picture in a 200 answer, with its MIME type lowercased: the status's error (``check(status:)``) for any
    /// other answer, `unreadableAnswer` for an answer that is not an image (no `image/` type, or no bytes).
    public static func image(data: Data, response: URLResponse) throws(ServiceError) -> (data: Data, mimeType: String) {
        try check(status: (response as? HTTPURLResponse)?.statusCode)
        guard let mimeType = response.mimeType?.lowercased(), mimeType.hasPrefix("image/"), !data.isEmpty else {
            throw .unreadableAnswer
        }
        return (data, mimeType)
    }
}
