import Foundation

/// A frame from the page as JSON decodes it: each field the protocol knows, typed, before `ClientMessage.decode`
/// checks what the message type requires. Unknown fields are ignored; a known field of the wrong type is a
/// `FieldError` naming it.
struct ClientFrame: Decodable {
    /// A known field holding a value of the wrong JSON type.
    struct FieldError: Error, CustomStringConvertible {
        /// The field's key.
        let key: WireProtocol.Key
        /// What the field must hold.
        let expected: String
        var description: String { "Field \"\(key.rawValue)\" must be \(expected)." }
    }

    /// One decoder for all frames (decoding keeps no state between calls).
    static let decoder = JSONDecoder()

    let type: String?
    let version: Int?
    let token: String?
    let path: String?
    let id: String?
    let name: String?
    /// An event's value: a string, or absent or null for events without one.
    let value: String?

    /// A protocol key as a coding key.
    private struct FieldKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ key: WireProtocol.Key) { stringValue = key.rawValue }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: FieldKey.self)
        func string(_ key: WireProtocol.Key) throws -> String? {
            do { return try fields.decodeIfPresent(String.self, forKey: FieldKey(key)) } catch {
                throw FieldError(key: key, expected: "a string")
            }
        }
        type = try string(.type)
        token = try string(.token)
        path = try string(.path)
        id = try string(.id)
        name = try string(.name)
        value = try string(.value)
        do { version = try fields.decodeIfPresent(Int.self, forKey: FieldKey(.version)) } catch {
            throw FieldError(key: .version, expected: "an integer")
        }
    }
}
