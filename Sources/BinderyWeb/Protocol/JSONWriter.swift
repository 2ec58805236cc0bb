/// Writes JSON text straight from typed values, for the frames the server sends: no `[String: Any]`, no
/// intermediate objects, keys in the order written.
///
/// Made only by ``utf8(_:)`` and ``text(_:)``, which hand the writer to a closure and return what it wrote. A value
/// written where a value is expected is separated from the previous one with a comma; `object` and `array` nest.
/// Strings are escaped per RFC 8259 (quote, backslash and control characters).
///
/// The bytes go into raw memory the writer owns — on the stack up to ``stackCapacity`` bytes (every patch frame of
/// the gallery's pure events), on the heap past it — and are copied once into the result. Appending to an `[UInt8]`
/// instead cost about 250 instructions a string (its uniqueness and capacity checks, a generic `append(contentsOf:)`),
/// 15 strings in a two-patch frame. Noncopyable, so that no copy of a writer can outlive or share its memory.
struct JSONWriter: ~Copyable {
    /// Where the bytes are written: the stack buffer `utf8(_:)` lent, or heap memory once they outgrew it.
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Whether `base` is heap memory of the writer's own (freed when it grows again and when the writer ends).
    private var ownsBase = false
    /// Whether the next value is the first in its object or array (or follows a key), so needs no comma.
    private var atStart = true

    /// The bytes a frame is written into on the stack before it needs the heap.
    static let stackCapacity = 512

    private init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        base = buffer.baseAddress!
        capacity = buffer.count
    }

    deinit {
        if ownsBase { base.deallocate() }
    }

    /// The JSON `write` writes, as UTF-8: valid by construction (whole strings' UTF-8 and ASCII), so a transport that
    /// writes bytes skips the validation a `String` costs (about 2,000 instructions for a 120-byte patch frame).
    static func utf8(_ write: (inout JSONWriter) -> Void) -> [UInt8] {
        written(by: write) { [UInt8]($0) }
    }

    /// The JSON `write` writes and a newline, as UTF-8: one line of a JSON-lines record. Written in the writer's
    /// memory, so the array is made once at its size (appending the newline to `utf8(_:)`'s array reallocated it
    /// every other line).
    static func utf8Line(_ write: (inout JSONWriter) -> Void) -> [UInt8] {
        written(by: { json in
            write(&json)
            json.append(UInt8(ascii: "\n"))
        }) { [UInt8]($0) }
    }

    /// The JSON `write` writes, as text.
    static func text(_ write: (inout JSONWriter) -> Void) -> String {
        written(by: write) { String(decoding: $0, as: UTF8.self) }
    }

    /// Runs `write` on a writer over a stack buffer, then lends `result` the bytes it wrote.
    private static func written<Result>(by write: (inout JSONWriter) -> Void,
                                        _ result: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stackCapacity) { buffer in
            var json = JSONWriter(buffer: buffer)
            write(&json)
            return result(UnsafeBufferPointer(start: json.base, count: json.count))
        }
    }

    /// Writes an object whose members `body` writes.
    mutating func object(_ body: (inout JSONWriter) -> Void) {
        separate()
        append(UInt8(ascii: "{"))
        atStart = true
        body(&self)
        append(UInt8(ascii: "}"))
        atStart = false
    }

    /// Writes an array of `items`, each written by `element`.
    mutating func array<Items: Sequence>(_ items: Items, _ element: (inout JSONWriter, Items.Element) -> Void) {
        separate()
        append(UInt8(ascii: "["))
        atStart = true
        for item in items { element(&self, item) }
        append(UInt8(ascii: "]"))
        atStart = false
    }

    /// Writes a member's key; the next value written is its value.
    mutating func key(_ name: String) {
        separate()
        appendQuoted(name)
        append(UInt8(ascii: ":"))
        atStart = true
    }

    /// Writes a member's key: a wire name, plain ASCII that needs no escape (`JSONWriterTests` checks every one), so
    /// it is copied with its quotes and colon at once, without the scan a string gets (a patch frame and a record's
    /// line write a dozen keys an event).
    mutating func key(_ key: WireProtocol.Key) {
        separate()
        var name = key.rawValue
        name.withUTF8 { appendQuotedVerbatim($0, then: UInt8(ascii: ":")) }
        atStart = true
    }

    /// Writes a member's key spelled in the source, which must need no escape (a record line's `kind`), copied with
    /// its quotes and colon at once, as a wire key is.
    mutating func key(verbatim name: StaticString) {
        separate()
        name.withUTF8Buffer { utf8 in
            assert(!utf8.contains(where: Self.needsEscape), "a verbatim key needs an escape")
            appendQuotedVerbatim(utf8, then: UInt8(ascii: ":"))
        }
        atStart = true
    }

    /// Writes a string spelled in the source, which must need no escape (a record line's kind), without the scan.
    mutating func value(verbatim string: StaticString) {
        separate()
        string.withUTF8Buffer { utf8 in
            assert(!utf8.contains(where: Self.needsEscape), "a verbatim string needs an escape")
            appendQuotedVerbatim(utf8)
        }
    }

    /// Writes a wire name (a message's type, a patch's operation, an event's name) without the escape scan: every
    /// one is plain ASCII (`WireName`).
    mutating func value(_ name: some WireName) {
        separate()
        var text = name.rawValue
        text.withUTF8 { appendQuotedVerbatim($0) }
    }

    /// Writes a string.
    mutating func value(_ string: String) {
        separate()
        appendQuoted(string)
    }

    /// Writes an integer, its digits straight into the buffer (`String(number)` went through the generic
    /// `description`, about 230 instructions a number).
    mutating func value(_ number: Int) {
        separate()
        if number < 0 { append(UInt8(ascii: "-")) }
        // The magnitude as unsigned, so that `Int.min` has one too; its digits backwards into a small stack buffer.
        var magnitude = number.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(UnsafeBufferPointer(start: digits.baseAddress! + start, count: digits.count - start))
        }
    }

    /// Writes `true` or `false`.
    mutating func value(_ flag: Bool) {
        separate()
        appendUnquoted(flag ? "true" : "false")
    }

    /// Writes a string, or `null` for nil.
    mutating func value(_ string: String?) {
        if let string { value(string) } else { separate(); appendUnquoted("null") }
    }

    /// Writes an array of strings.
    mutating func value(_ strings: [String]) {
        array(strings) { json, string in json.value(string) }
    }

    /// Writes a member whose value is a string.
    mutating func member(_ key: WireProtocol.Key, _ string: String) { self.key(key); value(string) }
    /// Writes a member whose value is a wire name.
    mutating func member(_ key: WireProtocol.Key, _ name: some WireName) { self.key(key); value(name) }
    /// Writes a member whose value is an integer.
    mutating func member(_ name: String, _ number: Int) { key(name); value(number) }
    /// Writes a member whose value is a string.
    mutating func member(_ name: String, _ string: String) { key(name); value(string) }
    /// Writes a member whose value is an object of string members, in order.
    mutating func member(_ name: String, _ pairs: [(String, String)]) {
        key(name)
        object { json in for (key, value) in pairs { json.member(key, value) } }
    }
    /// Writes a member whose value is an object of integer members, in order.
    mutating func member(_ name: String, _ pairs: [(String, Int)]) {
        key(name)
        object { json in for (key, value) in pairs { json.member(key, value) } }
    }

    private mutating func separate() {
        if atStart { atStart = false } else { append(UInt8(ascii: ",")) }
    }

    /// Makes room for `more` bytes.
    @inline(__always) private mutating func reserve(_ more: Int) {
        if count &+ more > capacity { grow(toHold: count &+ more) }
    }

    /// Moves the bytes to heap memory of at least twice the capacity, and at least `needed` bytes.
    @inline(never) private mutating func grow(toHold needed: Int) {
        let newCapacity = Swift.max(needed, capacity &* 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        if ownsBase { base.deallocate() }
        base = newBase
        capacity = newCapacity
        ownsBase = true
    }

    @inline(__always) private mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    /// Appends bytes known to need no escape.
    private mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let source = utf8.baseAddress else { return }
        reserve(utf8.count)
        (base + count).update(from: source, count: utf8.count)
        count &+= utf8.count
    }

    /// Appends ASCII that needs no quoting (a number, `true`, `null`).
    private mutating func appendUnquoted(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// Appends `string` quoted. Most strings need no escape and are copied whole; the others are escaped byte by
    /// byte over their UTF-8 (every character that needs an escape is ASCII, so multi-byte sequences pass unchanged).
    /// Walking `unicodeScalars` and appending scalar slices cost about 90,000 instructions for a two-patch frame.
    private mutating func appendQuoted(_ string: String) {
        // Over the string's own UTF-8 buffer: walking `string.utf8` costs a few hundred instructions for a short id.
        var string = string
        string.withUTF8 { utf8 in
            guard utf8.contains(where: Self.needsEscape) else { return appendQuotedVerbatim(utf8) }
            append(UInt8(ascii: "\""))
            appendEscaped(utf8)
            append(UInt8(ascii: "\""))
        }
    }

    /// Appends `utf8`, which needs no escape, between quotes, and `then` after them if given: one reservation for
    /// all (three appends checked the capacity three times, a third of a short string's cost).
    @inline(__always) private mutating func appendQuotedVerbatim(_ utf8: UnsafeBufferPointer<UInt8>, then last: UInt8? = nil) {
        let length = utf8.count &+ (last == nil ? 2 : 3)
        reserve(length)
        let start = base + count
        start[0] = UInt8(ascii: "\"")
        if let source = utf8.baseAddress { (start + 1).update(from: source, count: utf8.count) }
        start[utf8.count &+ 1] = UInt8(ascii: "\"")
        if let last { start[utf8.count &+ 2] = last }
        count &+= length
    }

    /// Appends `utf8` with what JSON must escape escaped.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        for byte in utf8 {
            guard Self.needsEscape(byte) else { append(byte); continue }
            switch byte {
            case UInt8(ascii: "\""): appendEscape(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): appendEscape(UInt8(ascii: "\\"))
            case UInt8(ascii: "\n"): appendEscape(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): appendEscape(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): appendEscape(UInt8(ascii: "t"))
            default:
                appendEscape(UInt8(ascii: "u"))
                append(UInt8(ascii: "0"))
                append(UInt8(ascii: "0"))
                append(Self.hexDigits[Int(byte >> 4)])
                append(Self.hexDigits[Int(byte & 0x0F)])
            }
        }
    }

    /// Appends a backslash and `letter`.
    private mutating func appendEscape(_ letter: UInt8) {
        append(UInt8(ascii: "\\"))
        append(letter)
    }

    /// Whether a UTF-8 byte must be escaped in a JSON string: a quote, a backslash or a control character.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
