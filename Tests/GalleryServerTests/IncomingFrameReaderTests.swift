@testable import BinderyWebServer
import NIOCore
import NIOWebSocket
import Testing

/// `IncomingFrameReader`: a page's frames read whole from however its socket's bytes arrive, and every frame RFC 6455
/// forbids (or over the cap) refused, from its header where the header says enough.
struct IncomingFrameReaderTests {
    private static let cap = 70_000

    /// A client frame's bytes: `first` is the FIN bit, the reserved bits and the opcode; masked unless `mask` is nil.
    private static func frame(_ first: UInt8, _ payload: [UInt8], mask: [UInt8]? = [0x37, 0xFA, 0x21, 0x3D]) -> [UInt8] {
        var bytes = [first]
        let maskBit: UInt8 = mask == nil ? 0 : 0x80
        switch payload.count {
        case ...125: bytes.append(maskBit | UInt8(payload.count))
        case ...65_535: bytes += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: bytes += [maskBit | 127] + (0..<8).reversed().map { UInt8(truncatingIfNeeded: payload.count >> ($0 * 8)) }
        }
        guard let mask else { return bytes + payload }
        return bytes + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }

    private static func text(_ string: String, fin: Bool = true) -> [UInt8] { frame(fin ? 0x81 : 0x01, Array(string.utf8)) }
    private static func continuation(_ string: String, fin: Bool) -> [UInt8] { frame(fin ? 0x80 : 0x00, Array(string.utf8)) }

    /// Reads `reads` in turn and returns every frame, as comparable descriptions, and the refusal if one came.
    private func read(_ reads: [[UInt8]], cap: Int = Self.cap) -> (frames: [String], refusal: IncomingFrameReader.Refusal?) {
        var reader = IncomingFrameReader(maxPayload: cap)
        var frames: [String] = []
        do {
            for read in reads {
                var bytes = ByteBuffer(bytes: read)
                while let frame = try reader.next(in: &bytes) { frames.append(Self.describe(frame)) }
                #expect(bytes.readableBytes == 0, "a read is consumed whole")
            }
        } catch {
            return (frames, error)
        }
        return (frames, nil)
    }

    private static func describe(_ frame: IncomingFrame) -> String {
        switch frame {
        case .text(let text): "text \(text.count): \(text.prefix(20))"
        case .binary(let byteCount): "binary \(byteCount)"
        case .ping(let data): "ping \(Array(buffer: data))"
        case .pong: "pong"
        case .close(let data): "close \(Array(buffer: data))"
        }
    }

    /// A text of 300 bytes (a 16-bit length), a ping, a message in three fragments with a ping between, a binary
    /// message, a close.
    private static let conversation: [UInt8] = text(String(repeating: "é", count: 150)) + frame(0x89, [1, 2, 3])
        + text("Hel", fin: false) + continuation("lo, ", fin: false) + frame(0x89, []) + continuation("page", fin: true)
        + frame(0x82, [9, 9, 9, 9]) + frame(0x88, [0x03, 0xE8])
    private static let conversationFrames = [
        "text 150: \(String(repeating: "é", count: 20))", "ping [1, 2, 3]", "ping []", "text 11: Hello, page",
        "binary 4", "close [3, 232]",
    ]

    @Test func framesAreReadWholeHoweverTheBytesAreSplit() {
        #expect(read([Self.conversation]).frames == Self.conversationFrames)
        for split in 1..<Self.conversation.count {
            let result = read([Array(Self.conversation[..<split]), Array(Self.conversation[split...])])
            #expect(result.frames == Self.conversationFrames, "split at \(split)")
            #expect(result.refusal == nil)
        }
        #expect(read(Self.conversation.map { [$0] }).frames == Self.conversationFrames, "a byte a read")
    }

    @Test(arguments: [0, 1, 7, 8, 9, 125, 126, 65_535, 65_536])
    func aMaskedTextOfAnyLengthIsUnmasked(length: Int) {
        let string = String((0..<length).map { Character(UnicodeScalar(UInt8(0x21 + $0 % 90))) })
        var reader = IncomingFrameReader(maxPayload: Self.cap)
        var bytes = ByteBuffer(bytes: Self.frame(0x81, Array(string.utf8)))
        guard case .text(let read) = try? reader.next(in: &bytes) else { Issue.record("no text"); return }
        #expect(read == string)
        var unmasked = ByteBuffer(bytes: Self.frame(0x81, Array(string.utf8), mask: nil))
        guard case .text(let plain) = try? reader.next(in: &unmasked) else { Issue.record("no text"); return }
        #expect(plain == string, "a frame without a mask is read as it is")
    }

    @Test func theUnmaskingMatchesOneByteAtATimeAtEveryLength() {
        let mask: [UInt8] = [0xA1, 0x02, 0xF3, 0x74]
        for length in 0...40 {
            let source = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            var target = [UInt8](repeating: 0, count: length)
            source.withUnsafeBytes { from in
                target.withUnsafeMutableBytes { IncomingFrameReader.unmask(from, with: 0xA102_F374, into: $0) }
            }
            #expect(target == source.enumerated().map { $0.element ^ mask[$0.offset % 4] }, "length \(length)")
        }
    }

    @Test func invalidUTF8IsRepairedAsStringsRepairIt() {
        #expect(read([Self.frame(0x81, [0x66, 0xFF, 0x67])]).frames == ["text 3: f\u{FFFD}g"])
    }

    @Test func aFrameOverTheCapIsRefusedFromItsHeaderAlone() {
        let header = Array(Self.frame(0x81, Array(repeating: 0x61, count: Self.cap + 1)).prefix(14))
        #expect(read([header]).refusal == .frameRefused(.messageTooLarge, reason: "a frame over the cap"))
        let huge: [UInt8] = [0x82, 0x80 | 127, 0, 0, 0, 0x10, 0, 0, 0, 0, 1, 2, 3, 4]  // 64 GiB, its mask, no payload
        #expect(read([huge]).refusal == .frameRefused(.messageTooLarge, reason: "a frame over the cap"))
    }

    @Test(arguments: [
        (Self.frame(0xC1, Array("compressed?".utf8)), "a reserved bit set"),
        (Self.frame(0x83, [1]), "an unknown opcode"),
        (Self.frame(0x8B, []), "an unknown opcode"),
        (Self.frame(0x09, [1]), "a fragmented control frame"),
        (Self.frame(0x89, Array(repeating: 0, count: 126)), "a control frame over 125 bytes"),
        ([0x82, 0x80 | 127, 0x80, 0, 0, 0, 0, 0, 0, 1] as [UInt8], "a 64-bit length with its top bit set"),
    ])
    func aMalformedFrameIsRefusedAndNothingAfterIt(bytes: [UInt8], reason: String) {
        let result = read([Self.text("before") + bytes + Self.text("after")])
        #expect(result.frames == ["text 6: before"])
        #expect(result.refusal == .frameRefused(.protocolError, reason: reason))
    }

    @Test func nothingIsReadAfterAMalformedFrameNotEvenInALaterRead() {
        var reader = IncomingFrameReader(maxPayload: Self.cap)
        var bytes = ByteBuffer(bytes: Self.frame(0xC1, [1]) + Self.text("same read"))
        #expect(throws: IncomingFrameReader.Refusal.frameRefused(.protocolError, reason: "a reserved bit set")) {
            try reader.next(in: &bytes)
        }
        var later = ByteBuffer(bytes: Self.text("later"))
        var frames = 0
        do {
            while try reader.next(in: &later) != nil { frames += 1 }
        } catch {
            Issue.record("refused again: \(error)")
        }
        #expect(frames == 0)
        #expect(later.readableBytes == 0, "dropped")
    }

    @Test func fragmentsOverTheCapRefuseTheirMessageAndTheRestOfItIsSkipped() {
        let part = String(repeating: "x", count: 30_000)
        let reads = [Self.text(part, fin: false) + Self.continuation(part, fin: false) + Self.continuation(part, fin: false)]
        #expect(read(reads).refusal == .messageRefused(.messageTooLarge, reason: "fragments over the cap"))
        // Read on after the refusal, as the socket does until the page's close.
        var reader = IncomingFrameReader(maxPayload: Self.cap)
        var bytes = ByteBuffer(bytes: reads[0] + Self.continuation("end", fin: true) + Self.text("next") + Self.frame(0x88, [0x03, 0xF1]))
        var frames: [String] = []
        var refusals = 0
        while true {
            do {
                guard let frame = try reader.next(in: &bytes) else { break }
                frames.append(Self.describe(frame))
            } catch {
                refusals += 1
            }
        }
        #expect(refusals == 1)
        #expect(frames == ["text 4: next", "close [3, 241]"], "the refused message's last fragment skipped")
    }

    @Test func aMessageInTheMostFragmentsIsReadAndOneMoreIsRefused() {
        let most = IncomingFrameReader.maxFragments
        let fragments = Self.text("a", fin: false) + (2..<most).flatMap { _ in Self.continuation("a", fin: false) }
        #expect(read([fragments + Self.continuation("a", fin: true)]).frames == ["text \(most): " + String(repeating: "a", count: 20)])
        let tooMany = read([fragments + Self.continuation("a", fin: false) + Self.continuation("a", fin: true)])
        #expect(tooMany.refusal == .messageRefused(.protocolError, reason: "more than \(most) fragments"))
    }

    @Test(arguments: [
        (Self.continuation("orphan", fin: true), "a continuation with no message begun"),
        (Self.text("one", fin: false) + Self.text("two"), "a message begun inside another"),
        (Self.text("", fin: false), "an empty fragment before the last"),
    ])
    func aMisorderedFragmentRefusesItsMessage(bytes: [UInt8], reason: String) {
        #expect(read([bytes]).refusal == .messageRefused(.protocolError, reason: reason))
    }

    @Test func aBinaryMessageKeepsOnlyItsSize() {
        let reads = [Self.frame(0x02, [1, 2, 3]) + Self.frame(0x80, [4, 5])]
        #expect(read(reads).frames == ["binary 5"])
    }
}
