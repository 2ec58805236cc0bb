import NIOCore
import NIOWebSocket

/// What a page sent, read whole from its socket by `IncomingFrameReader`: a message joined from its fragments and
/// unmasked, or a control frame.
enum IncomingFrame {
    case text(String)
    /// A binary message: the session refuses them, so only its size is kept.
    case binary(byteCount: Int)
    /// A ping, with the data its pong must carry back.
    case ping(ByteBuffer)
    case pong
    /// A close, with its payload: a status code, then a reason (RFC 6455 §5.5.1), or nothing.
    case close(ByteBuffer)

    /// A text or binary message, which a session handles in order, rather than a control frame.
    var isMessage: Bool {
        switch self {
        case .text, .binary: true
        case .ping, .pong, .close: false
        }
    }

    var isClose: Bool {
        if case .close = self { true } else { false }
    }
}

/// Reads a page's frames out of the bytes its socket receives (RFC 6455 §5), for `SocketChannelHandler`.
///
/// In place of NIO's `WebSocketFrameDecoder` (behind a `ByteToMessageHandler`) and `NIOWebSocketFrameAggregator`:
/// those are two more pipeline hops a frame, each passing it boxed in an `NIOAny`, and a payload unmasked a byte at
/// a time into a buffer before the handler copies it into a `String`. Here a text frame's payload is unmasked eight
/// bytes at a time straight into its `String` (`Benchmarks/HISTORY.md`, "One buffer a frame, and no codec in the
/// pipeline").
///
/// Its cost is bounded by `maxPayload`: a frame's length is checked from its header, before any of its payload is
/// kept, and a message's fragments together against the same cap, so it never holds more than one frame's header
/// and `maxPayload` bytes. A frame it refuses throws a `Refusal`:
/// - `frameRefused`, after which nothing more is read (`next` drops what comes): a frame over `maxPayload`
///   (1009), a reserved bit set (no extension is ever negotiated), an unknown opcode, a control frame fragmented or
///   over 125 bytes, a 64-bit length with its top bit set (1002);
/// - `messageRefused`, after which frames are still read (the page's close must be), the rest of the refused
///   message skipped: fragments over `maxPayload` together (1009), more than `maxFragments`, an empty fragment
///   that is not the last, a continuation with no message begun, a message begun inside another (1002).
///
/// A frame without a mask is read as it is, as NIO's decoder reads it.
struct IncomingFrameReader {
    /// Why a frame was refused, and whether the socket can still be read.
    enum Refusal: Error, Equatable {
        case frameRefused(WebSocketErrorCode, reason: String)
        case messageRefused(WebSocketErrorCode, reason: String)
    }

    /// The most fragments one message may arrive in.
    static let maxFragments = 64

    /// The largest frame, and the largest message joined from fragments, read at all.
    let maxPayload: Int

    /// The start of a frame not yet whole, kept from the reads before.
    private var unread: ByteBuffer?
    /// A frame was refused that leaves the rest of the bytes unreadable.
    private var isLost = false
    private var message = PartialMessage.none

    /// A message whose first fragments have come.
    private enum PartialMessage {
        case none
        case text(ByteBuffer, fragments: Int)
        case binary(byteCount: Int, fragments: Int)
        /// Refused: its remaining fragments are read and dropped.
        case skipped
    }

    init(maxPayload: Int) {
        self.maxPayload = maxPayload
    }

    /// The next whole message or control frame in `bytes` (what the socket read; consumed as it is read), or nil
    /// when it holds no more: the start of an unfinished frame is kept for the next read. After a `messageRefused`,
    /// call it again with the same bytes to read on.
    mutating func next(in bytes: inout ByteBuffer) throws(Refusal) -> IncomingFrame? {
        guard !isLost else {
            bytes.moveReaderIndex(to: bytes.writerIndex)
            return nil
        }
        do {
            return try read(&bytes)
        } catch {
            if case .frameRefused = error { isLost = true }
            throw error
        }
    }

    private mutating func read(_ bytes: inout ByteBuffer) throws(Refusal) -> IncomingFrame? {
        if var kept = unread {
            unread = nil
            kept.writeBuffer(&bytes)
            bytes = kept
        }
        while let header = try FrameHeader(peekingAt: bytes) {
            try check(header)
            guard bytes.readableBytes >= header.size + header.length else { break }
            bytes.moveReaderIndex(forwardBy: header.size)
            let payload = bytes.readSlice(length: header.length)!  // there: checked above
            if let frame = try assemble(header, payload: payload) { return frame }
        }
        if bytes.readableBytes > 0 {
            unread = bytes
            bytes.moveReaderIndex(to: bytes.writerIndex)
        }
        return nil
    }

    /// Refuses a frame from its header alone, before any of its payload is kept.
    private mutating func check(_ header: FrameHeader) throws(Refusal) {
        guard header.reservedBits == 0 else { throw .frameRefused(.protocolError, reason: "a reserved bit set") }
        guard let opcode = header.opcode else { throw .frameRefused(.protocolError, reason: "an unknown opcode") }
        if opcode.isControlOpcode {
            guard header.fin else { throw .frameRefused(.protocolError, reason: "a fragmented control frame") }
            guard header.length <= 125 else { throw .frameRefused(.protocolError, reason: "a control frame over 125 bytes") }
        }
        guard header.length <= maxPayload else { throw .frameRefused(.messageTooLarge, reason: "a frame over the cap") }
        guard opcode == .continuation else { return }
        let joinedSoFar: Int
        switch message {
        case .text(let joined, _): joinedSoFar = joined.readableBytes
        case .binary(let byteCount, _): joinedSoFar = byteCount
        case .none, .skipped: return
        }
        if joinedSoFar + header.length > maxPayload {
            message = .skipped
            throw .messageRefused(.messageTooLarge, reason: "fragments over the cap")
        }
    }

    /// Adds a whole frame to the message it belongs to; returns what is complete.
    private mutating func assemble(_ header: FrameHeader, payload: ByteBuffer) throws(Refusal) -> IncomingFrame? {
        switch header.opcode! {  // known: checked by `check`
        case .text, .binary:
            if case .skipped = message { message = .none }
            guard case .none = message else {
                message = .skipped
                throw .messageRefused(.protocolError, reason: "a message begun inside another")
            }
            if header.fin {
                return header.opcode == .text ? .text(Self.text(payload, mask: header.mask)) : .binary(byteCount: header.length)
            }
            try beginFragment(header)
            if header.opcode == .text {
                message = .text(Self.unmasked(payload, mask: header.mask), fragments: 1)
            } else {
                message = .binary(byteCount: header.length, fragments: 1)
            }
            return nil
        case .continuation:
            return try continueMessage(header, payload: payload)
        case .ping:
            return .ping(Self.unmasked(payload, mask: header.mask))
        case .pong:
            return .pong
        default:  // a close: every other opcode is refused by `check`
            return .close(Self.unmasked(payload, mask: header.mask))
        }
    }

    private mutating func continueMessage(_ header: FrameHeader, payload: ByteBuffer) throws(Refusal) -> IncomingFrame? {
        switch message {
        case .none:
            message = header.fin ? .none : .skipped
            throw .messageRefused(.protocolError, reason: "a continuation with no message begun")
        case .skipped:
            if header.fin { message = .none }
            return nil
        case .text(var joined, let fragments):
            message = .none  // the joined bytes are uniquely held while appended to
            if !header.fin { try beginFragment(header, after: fragments) }
            Self.append(payload, mask: header.mask, to: &joined)
            if header.fin { return .text(String(buffer: joined)) }
            message = .text(joined, fragments: fragments + 1)
            return nil
        case .binary(let byteCount, let fragments):
            if header.fin {
                message = .none
                return .binary(byteCount: byteCount + header.length)
            }
            try beginFragment(header, after: fragments)
            message = .binary(byteCount: byteCount + header.length, fragments: fragments + 1)
            return nil
        }
    }

    /// Refuses a fragment that is not the last when it is empty or one too many.
    private mutating func beginFragment(_ header: FrameHeader, after fragments: Int = 0) throws(Refusal) {
        guard header.length > 0 else {
            message = .skipped
            throw .messageRefused(.protocolError, reason: "an empty fragment before the last")
        }
        guard fragments + 1 < Self.maxFragments else {
            message = .skipped
            throw .messageRefused(.protocolError, reason: "more than \(Self.maxFragments) fragments")
        }
    }

    /// A text frame's payload as a `String`, unmasked on the way in (invalid UTF-8 repaired, as `String(buffer:)`).
    private static func text(_ payload: ByteBuffer, mask: UInt32?) -> String {
        guard let mask else { return String(buffer: payload) }
        return payload.withUnsafeReadableBytes { source in
            String(unsafeUninitializedCapacity: source.count) { target in
                unmask(source, with: mask, into: UnsafeMutableRawBufferPointer(target))
                return source.count
            }
        }
    }

    /// `payload` unmasked, in a buffer of its own.
    private static func unmasked(_ payload: ByteBuffer, mask: UInt32?) -> ByteBuffer {
        var buffer = ByteBuffer()
        append(payload, mask: mask, to: &buffer)
        return buffer
    }

    /// Appends `payload`, unmasked, to `buffer`.
    private static func append(_ payload: ByteBuffer, mask: UInt32?, to buffer: inout ByteBuffer) {
        guard let mask else {
            buffer.writeImmutableBuffer(payload)
            return
        }
        payload.withUnsafeReadableBytes { source in
            _ = buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: source.count) { target in
                unmask(source, with: mask, into: target)
                return source.count
            }
        }
    }

    /// XORs `source` with the repeated 4-byte `mask` (its first byte the most significant, as the header has it) into
    /// `target` (at least as long), eight bytes at a time.
    static func unmask(_ source: UnsafeRawBufferPointer, with mask: UInt32, into target: UnsafeMutableRawBufferPointer) {
        let inMemoryOrder = UInt64(UInt32(bigEndian: mask))  // the mask's bytes as a load of them reads them
        let wideKey = inMemoryOrder | inMemoryOrder << 32
        var offset = 0
        while offset + 8 <= source.count {
            let word = source.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ wideKey
            target.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < source.count {
            target[offset] = source[offset] ^ UInt8(truncatingIfNeeded: mask >> (24 - 8 * (offset % 4)))
            offset += 1
        }
    }
}

/// A frame's header (RFC 6455 §5.2), read without consuming it.
private struct FrameHeader {
    let fin: Bool
    let reservedBits: UInt8
    /// Nil for an opcode RFC 6455 does not define.
    let opcode: WebSocketOpcode?
    /// The masking key, its first byte the most significant.
    let mask: UInt32?
    /// The payload's length.
    let length: Int
    /// The header's own length: 2 to 14 bytes.
    let size: Int

    /// Continuation, text, binary, close, ping, pong: RFC 6455 §5.2 reserves the rest.
    private static let definedOpcodes: Set<UInt8> = [0x0, 0x1, 0x2, 0x8, 0x9, 0xA]

    /// The header at the start of `bytes`; nil while it has not all come.
    init?(peekingAt bytes: ByteBuffer) throws(IncomingFrameReader.Refusal) {
        var header = bytes
        guard let first = header.readInteger(as: UInt8.self), let second = header.readInteger(as: UInt8.self) else { return nil }
        fin = first & 0x80 != 0
        reservedBits = first & 0x70
        opcode = Self.definedOpcodes.contains(first & 0x0F) ? WebSocketOpcode(encodedWebSocketOpcode: first & 0x0F) : nil
        switch second & 0x7F {
        case 126:
            guard let extended = header.readInteger(as: UInt16.self) else { return nil }
            length = Int(extended)
        case 127:
            guard let extended = header.readInteger(as: UInt64.self) else { return nil }
            guard extended <= UInt64(Int.max) else { throw .frameRefused(.protocolError, reason: "a 64-bit length with its top bit set") }
            length = Int(extended)
        case let short:
            length = Int(short)
        }
        if second & 0x80 != 0 {
            guard let key = header.readInteger(as: UInt32.self) else { return nil }
            mask = key
        } else {
            mask = nil
        }
        size = header.readerIndex - bytes.readerIndex
    }
}
