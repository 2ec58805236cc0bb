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
        /// A frame the page sent that is not JSON, as sent (it was refused).
        case inputFrame(String)
        /// A message the server sent the page, as JSON (typed passwords and browser tickets masked).
        case output(JSONValue)
        /// A request an app's service made, and its answer.
        case service(ServiceExchange)
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
        case milliseconds = "ms", kind, message, frame, service
    }

    /// The `kind` of each line.
    private enum Kind: String, Codable {
        case attach, detach, input = "in", output = "out", service
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
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var line = encoder.container(keyedBy: CodingKeys.self)
        try line.encode(milliseconds, forKey: .milliseconds)
        switch event {
        case .attach: try line.encode(Kind.attach, forKey: .kind)
        case .detach: try line.encode(Kind.detach, forKey: .kind)
        case .input(let message):
            try line.encode(Kind.input, forKey: .kind)
            try line.encode(message, forKey: .message)
        case .inputFrame(let frame):
            try line.encode(Kind.input, forKey: .kind)
            try line.encode(frame, forKey: .frame)
        case .output(let message):
            try line.encode(Kind.output, forKey: .kind)
            try line.encode(message, forKey: .message)
        case .service(let exchange):
            try line.encode(Kind.service, forKey: .kind)
            try line.encode(exchange, forKey: .service)
        }
    }
}
