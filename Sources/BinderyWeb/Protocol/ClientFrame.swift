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
    /// A hello's token of the session the tab had before a reload (only `JSONDecoder` reads it: once a socket).
    var resume: String? = nil
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

    init(type: String?, version: Int?, token: String?, path: String?, id: String?, name: String?, value: String?) {
        self.type = type
        self.version = version
        self.token = token
        self.path = path
        self.id = id
        self.name = name
        self.value = value
    }

    /// Decodes `text`: the common frame by `FlatFrameScanner`, anything else by `JSONDecoder`, which also gives every
    /// refusal its reason. Both read the same frames the same way.
    static func decode(_ text: String) throws -> ClientFrame {
        var text = text
        if let frame = text.withUTF8({ bytes in var scanner = FlatFrameScanner(bytes: bytes); return scanner.scan() }) { return frame }
        return try decoder.decode(ClientFrame.self, from: Data(text.utf8))
    }

    /// The frame a recorded message holds; nil unless it is an object whose known fields have their types (as a
    /// frame the session handled has).
    init?(recorded: JSONValue) {
        guard case .object(let fields) = recorded else { return nil }
        func string(_ key: WireProtocol.Key) -> String?? {
            switch fields[key.rawValue] {
            case nil, .null?: .some(nil)
            case .string(let text)?: .some(text)
            default: nil
            }
        }
        guard let type = string(.type), let token = string(.token), let resume = string(.resume), let path = string(.path),
              let id = string(.id), let name = string(.name), let value = string(.value)
        else { return nil }
        var version: Int?
        switch fields[WireProtocol.Key.version.rawValue] {
        case nil, .null?: version = nil
        case .number(let number)?:
            guard let whole = Int(exactly: number) else { return nil }
            version = whole
        default: return nil
        }
        self.init(type: type, version: version, token: token, path: path, id: id, name: name, value: value)
        self.resume = resume
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
        resume = try string(.resume)
        path = try string(.path)
        id = try string(.id)
        name = try string(.name)
        value = try string(.value)
        do { version = try fields.decodeIfPresent(Int.self, forKey: FieldKey(.version)) } catch {
            throw FieldError(key: .version, expected: "an integer")
        }
    }
}

/// Reads the frames a page sends — one flat JSON object of known keys whose values are strings without escapes,
/// small integers (`v`) or `null` — without `JSONDecoder`, which costs several times more than the rest of an
/// event's trip through the session.
///
/// It answers nil, leaving the frame to `JSONDecoder`, for anything else: an escape in a string, a control
/// character, a number that is not a plain integer, a nested value, `true`/`false`, a repeated known key, a known
/// key holding the wrong type (the decoder names the field), an unknown key (ignored by the decoder, whatever its
/// value), malformed JSON, or text after the object. So whatever it accepts, `JSONDecoder` reads the same way.
struct FlatFrameScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func scan() -> ClientFrame? {
        var type, token, path, id, name, value: String?
        var version: Int?
        var seen: UInt8 = 0
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return nil }
        skipSpace()
        if !take(UInt8(ascii: "}")) {
            while true {
                guard let bit = knownKey() else { return nil }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                guard seen & bit == 0 else { return nil }
                seen |= bit
                if bit == 2 {
                    if takeNull() { version = nil } else {
                        guard let number = integer() else { return nil }
                        version = number
                    }
                } else {
                    var text: String?
                    if !takeNull() {
                        guard let string = string() else { return nil }
                        text = string
                    }
                    switch bit {
                    case 1: type = text
                    case 4: token = text
                    case 8: path = text
                    case 16: id = text
                    case 32: name = text
                    default: value = text
                    }
                }
                skipSpace()
                if take(UInt8(ascii: ",")) { skipSpace(); continue }
                guard take(UInt8(ascii: "}")) else { return nil }
                break
            }
        }
        skipSpace()
        guard index == bytes.count else { return nil }
        return ClientFrame(type: type, version: version, token: token, path: path, id: id, name: name, value: value)
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func takeNull() -> Bool {
        guard bytes.count - index >= 4, bytes[index] == UInt8(ascii: "n"), bytes[index + 1] == UInt8(ascii: "u"),
              bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l") else { return false }
        index += 4
        return true
    }

    /// A key of the protocol, as its bit in `scan`'s `seen` (`t` 1, `v` 2, `token` 4, `path` 8, `id` 16, `name` 32,
    /// `value` 64); nil for any other key, or one with an escape or a control character. Compared as bytes: making
    /// each key a `String` (its UTF-8 validated) and switching over seven literals cost a few hundred instructions
    /// an event (callgrind's g).
    private mutating func knownKey() -> UInt8? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
        guard index < bytes.count else { return nil }
        let key = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        switch key.count {
        case 1: return key[0] == UInt8(ascii: "t") ? 1 : key[0] == UInt8(ascii: "v") ? 2 : nil
        case 2: return Self.matches(key, "id") ? 16 : nil
        case 4: return Self.matches(key, "path") ? 8 : Self.matches(key, "name") ? 32 : nil
        case 5: return Self.matches(key, "token") ? 4 : Self.matches(key, "value") ? 64 : nil
        default: return nil
        }
    }

    /// Whether `key` is `name`, byte for byte.
    private static func matches(_ key: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        key.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    /// A string without escapes or control characters (the text is valid UTF-8 already: it came from a `String`).
    private mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    /// A plain non-negative integer: 1 to 9 digits without a leading zero (or a lone 0).
    private mutating func integer() -> Int? {
        let start = index
        var number = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            number = number * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        let digits = index - start
        guard digits >= 1, digits <= 9, !(digits > 1 && bytes[start] == UInt8(ascii: "0")) else { return nil }
        if index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
            default: break
            }
        }
        return number
    }
}
