import Foundation

/// One line of a journal after its header: what happened, and when, in milliseconds since the session began.
public struct JournalEntry: Equatable, Sendable {
    /// What a journal line records.
    public enum Event: Equatable, Sendable {
        /// A socket of the page attached to the session (the first, or a reconnection).
        case attach
        /// The page's socket went away; the session waits for the next.
        case detach
        /// A message the page sent, as JSON (a typed password masked).
        case input(JSONValue)
        /// A frame the page sent that is not JSON, as sent (it was refused). Journals of this build never write it
        /// (they write `refused`); it is read, and replayed, from older ones.
        case inputFrame(String)
        /// A frame the page sent that the session refused before handling it: over the rate budget, too large or
        /// not a message. Only the refusal is kept (its reply, which a replay sends again), never what the frame held.
        case refused(ProtocolError)
        /// The journal reached its size limit (`bytes`); nothing after this line was recorded.
        case limitReached(bytes: Int)
        /// A message the server sent the page, as JSON (typed passwords and browser tickets masked).
        case output(JSONValue)
        /// A request an app's service made, and its answer.
        case service(ServiceExchange)
        /// What a write of the app's own (a `RecordedEffect`) returned or threw, as JSON text (kept as written,
        /// so that an integer past 2^53 comes back whole), under the name it was performed with: a replay returns it
        /// instead of writing again.
        case effect(name: String, outcome: String)
        /// What the wall clock read at this line's time: written where a restored tab goes on after catching up, so
        /// that a later restore knows when the record's last line was written (the tab's time since then passed on
        /// the wall clock while no server held it). Before the first, a record's time is the header's `started` plus
        /// its milliseconds.
        case clock(wall: Date)
    }

    /// Milliseconds since the session began.
    public var milliseconds: Int
    public var event: Event

    public init(milliseconds: Int, _ event: Event) {
        self.milliseconds = milliseconds
        self.event = event
    }

    /// The message, for an `output` entry.
    public var output: JSONValue? {
        if case .output(let message) = event { return message }
        return nil
    }
}

extension JournalEntry: Codable {
    /// The keys of a journal line; the kinds are `Kind`'s raw values.
    private enum CodingKeys: String, CodingKey {
        case milliseconds = "ms", kind, message, frame, service, code, limit, effect, outcome, wall
    }

    /// The `kind` of each line.
    private enum Kind: String, Codable {
        case attach, detach, input = "in", output = "out", service, refused, limitReached = "full", effect, clock

        /// The kind of line that records `event` (a frame that was not JSON is an `input` line too).
        init(of event: Event) {
            switch event {
            case .attach: self = .attach
            case .detach: self = .detach
            case .input, .inputFrame: self = .input
            case .output: self = .output
            case .service: self = .service
            case .refused: self = .refused
            case .limitReached: self = .limitReached
            case .effect: self = .effect
            case .clock: self = .clock
            }
        }
    }

    /// The entry a line of one of the common kinds holds — a message in or out, an attach, a detach, an effect,
    /// the size limit — read by `JSONValueParser`; nil for any other line (a service's exchange, a refusal, a frame
    /// that was not JSON, or no entry at all), which `init(from:)` reads or refuses.
    init?(line: Substring) {
        guard case .object(let fields)? = JSONValueParser.parse(line),
              case .number(let time)? = fields[CodingKeys.milliseconds.stringValue], let milliseconds = Int(exactly: time),
              case .string(let rawKind)? = fields[CodingKeys.kind.stringValue], let kind = Kind(rawValue: rawKind)
        else { return nil }
        let message = fields[CodingKeys.message.stringValue]
        switch kind {
        case .attach: event = .attach
        case .detach: event = .detach
        case .input:
            guard fields[CodingKeys.frame.stringValue] == nil, let message else { return nil }
            event = .input(message)
        case .output:
            guard let message else { return nil }
            event = .output(message)
        case .limitReached:
            guard case .number(let limit)? = fields[CodingKeys.limit.stringValue], let bytes = Int(exactly: limit) else { return nil }
            event = .limitReached(bytes: bytes)
        case .effect:
            guard case .string(let name)? = fields[CodingKeys.effect.stringValue],
                  case .string(let outcome)? = fields[CodingKeys.outcome.stringValue] else { return nil }
            event = .effect(name: name, outcome: outcome)
        case .clock:
            guard case .number(let wall)? = fields[CodingKeys.wall.stringValue] else { return nil }
            event = .clock(wall: Self.date(epochMilliseconds: wall))
        case .service, .refused:
            return nil
        }
        self.milliseconds = milliseconds
    }

    public init(from decoder: any Decoder) throws {
        let line = try decoder.container(keyedBy: CodingKeys.self)
        milliseconds = try line.decode(Int.self, forKey: .milliseconds)
        switch try line.decode(Kind.self, forKey: .kind) {
        case .attach: event = .attach
        case .detach: event = .detach
        case .input:
            if let frame = try line.decodeIfPresent(String.self, forKey: .frame) {
                event = .inputFrame(frame)
            } else {
                event = .input(try line.decode(JSONValue.self, forKey: .message))
            }
        case .output: event = .output(try line.decode(JSONValue.self, forKey: .message))
        case .service: event = .service(try line.decode(ServiceExchange.self, forKey: .service))
        case .refused:
            let code = try line.decode(String.self, forKey: .code)
            guard let known = ProtocolError.Code(rawValue: code) else {
                throw DecodingError.dataCorruptedError(forKey: .code, in: line, debugDescription: "Unknown error code \(code).")
            }
            event = .refused(ProtocolError(known, try line.decode(String.self, forKey: .message)))
        case .limitReached: event = .limitReached(bytes: try line.decode(Int.self, forKey: .limit))
        case .effect:
            event = .effect(name: try line.decode(String.self, forKey: .effect),
                            outcome: try line.decode(String.self, forKey: .outcome))
        case .clock: event = .clock(wall: Self.date(epochMilliseconds: try line.decode(Double.self, forKey: .wall)))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var line = encoder.container(keyedBy: CodingKeys.self)
        try line.encode(milliseconds, forKey: .milliseconds)
        try line.encode(Kind(of: event), forKey: .kind)
        switch event {
        case .attach, .detach: break
        case .input(let message), .output(let message): try line.encode(message, forKey: .message)
        case .inputFrame(let frame): try line.encode(frame, forKey: .frame)
        case .service(let exchange): try line.encode(exchange, forKey: .service)
        case .refused(let error):
            try line.encode(error.code.rawValue, forKey: .code)
            try line.encode(error.message, forKey: .message)
        case .limitReached(let bytes): try line.encode(bytes, forKey: .limit)
        case .effect(let name, let outcome):
            try line.encode(name, forKey: .effect)
            try line.encode(outcome, forKey: .outcome)
        case .clock(let wall): try line.encode(Self.epochMilliseconds(wall), forKey: .wall)
        }
    }
}

extension JournalEntry {
    /// A `clock` line's `wall`: whole milliseconds since 1970.
    static func epochMilliseconds(_ date: Date) -> Int { Int((date.timeIntervalSince1970 * 1000).rounded()) }

    /// The date `milliseconds` since 1970 name.
    static func date(epochMilliseconds milliseconds: Double) -> Date { Date(timeIntervalSince1970: milliseconds / 1000) }
}
