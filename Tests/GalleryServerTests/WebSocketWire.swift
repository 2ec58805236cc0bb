import NIOCore

/// The bytes a test WebSocket client writes and reads (RFC 6455): the upgrade request, the answer's status, masked client frames, server frames.
enum WebSocketWire {
    /// The upgrade request a browser sends for `path` (`/socket` by default) on `host` (with its port), with its page's `origin` if any.
    static func upgradeRequest(host: String, origin: String?, path: String = "/socket", headers: [String: String] = [:]) -> ByteBuffer {
        var request = "GET \(path) HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { request += "\(name): \(value)\r\n" }
        return ByteBuffer(string: request + "\r\n")
    }

    /// Consumes the HTTP response head once complete and returns its status code and header lines.
    static func readStatus(from buffer: inout ByteBuffer) -> (status: Int, headerLines: [String])? {
        let text = String(buffer: buffer)
        guard let end = text.range(of: "\r\n\r\n") else { return nil }
        buffer.moveReaderIndex(forwardBy: text[..<end.upperBound].utf8.count)
        let lines = text[..<end.lowerBound].split(separator: "\r\n").map(String.init)
        guard let status = (lines.first ?? "").split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return nil }
        return (status, Array(lines.dropFirst()))
    }

    /// Consumes one complete unmasked server frame, if the buffer holds one.
    static func readFrame(from buffer: inout ByteBuffer) -> (opcode: UInt8, payload: [UInt8])? {
        var peek = buffer
        guard let first = peek.readInteger(as: UInt8.self), let second = peek.readInteger(as: UInt8.self) else { return nil }
        var length = Int(second & 0x7F)
        if length == 126 {
            guard let extended = peek.readInteger(as: UInt16.self) else { return nil }
            length = Int(extended)
        } else if length == 127 {
            guard let extended = peek.readInteger(as: UInt64.self) else { return nil }
            length = Int(extended)
        }
        guard let payload = peek.readBytes(length: length) else { return nil }
        buffer = peek
        return (first & 0x0F, payload)
    }

    /// A masked client frame with `opcode` (0 continuation, 1 text, 2 binary, 8 close), final unless `fin` is false.
    static func encode(opcode: UInt8, payload: [UInt8], fin: Bool = true) -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.writeInteger((fin ? 0x80 : 0) | opcode)
        if payload.count < 126 {
            buffer.writeInteger(0x80 | UInt8(payload.count))
        } else if payload.count <= Int(UInt16.max) {
            buffer.writeInteger(UInt8(0x80 | 126))
            buffer.writeInteger(UInt16(payload.count))
        } else {
            buffer.writeInteger(UInt8(0x80 | 127))
            buffer.writeInteger(UInt64(payload.count))
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        buffer.writeBytes(mask)
        buffer.writeBytes(payload.enumerated().map { $0.element ^ mask[$0.offset % 4] })
        return buffer
    }
}
