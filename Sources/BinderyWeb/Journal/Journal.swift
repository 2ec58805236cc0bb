import Foundation

/// A recorded session: a header line, then one JSON line per event (format `bindery-journal`, version 1).
///
/// Each line is one JSON object with sorted keys, so a journal reads and diffs line by line:
///
/// ```
/// {"app":"/quote","format":"bindery-journal","language":"en","path":"/quote","started":"2026-11-23T20:00:00.000Z","state":{},"version":1}
/// {"kind":"attach","ms":41}
/// {"kind":"out","message":{"t":"welcome","v":1},"ms":41}
/// {"kind":"service","ms":44,"service":{"durationMs":3,"request":{"method":"GET","url":"http://127.0.0.1:8080/api/quotes/random?lang=en"},"response":{…}}}
/// {"kind":"in","message":{"id":"refreshButton","name":"tap","t":"event"},"ms":1250}
/// ```
public struct Journal: Equatable, Sendable {
    public var header: JournalHeader
    public var entries: [JournalEntry]

    public init(header: JournalHeader, entries: [JournalEntry] = []) {
        self.header = header
        self.entries = entries
    }

    /// Why a text is not a journal this build reads.
    public enum ReadError: Error, Equatable, CustomStringConvertible {
        /// The text is empty, or its first line is not a `bindery-journal` header.
        case notAJournal
        /// The journal's format version is not `JournalHeader.currentVersion`.
        case unsupportedVersion(Int)
        /// Line `line` (1-based) is not a journal entry.
        case badLine(Int)

        public var description: String {
            switch self {
            case .notAJournal: "Not a Bindery journal: the first line must be a \(JournalHeader.formatName) header."
            case .unsupportedVersion(let version):
                "Journal format version \(version) is not supported; this build reads version \(JournalHeader.currentVersion)."
            case .badLine(let line): "Line \(line) of the journal is not a journal entry."
            }
        }
    }

    /// Reads a journal from its JSON lines (blank lines are skipped).
    public init(jsonLines text: String) throws(ReadError) {
        // Split on the newline byte (a newline in JSON text is always escaped), blank lines left out.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
            .filter { !$0.element.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
        guard let first = lines.first,
              let header = JournalHeader(line: Substring(first.element), parseTime: { try? Self.timestamp.parse($0) })
                ?? (try? Self.decoder.decode(JournalHeader.self, from: Data(first.element))),
              header.format == JournalHeader.formatName
        else { throw .notAJournal }
        guard header.version == JournalHeader.currentVersion else { throw .unsupportedVersion(header.version) }
        var entries: [JournalEntry] = []
        entries.reserveCapacity(lines.count - 1)
        for (index, line) in lines.dropFirst() {
            // Most lines are messages, read by `JSONValueParser`; a service's exchange or a refusal by its `Decodable`.
            guard let entry = JournalEntry(line: Substring(line))
                    ?? (try? Self.decoder.decode(JournalEntry.self, from: Data(line)))
            else { throw .badLine(index + 1) }
            entries.append(entry)
        }
        self.init(header: header, entries: entries)
    }

    /// Reads the journal in the file at `url`.
    public init(contentsOf url: URL) throws {
        try self.init(jsonLines: String(contentsOf: url, encoding: .utf8))
    }

    /// The journal as JSON lines, each ending in a newline.
    public var jsonLines: String {
        ([Self.line(header)] + entries.map(Self.line)).map { $0 + "\n" }.joined()
    }

    /// The messages the server sent, in order.
    public var outputs: [JSONValue] { entries.compactMap(\.output) }

    /// One value as one line of sorted-key JSON.
    public static func line(_ value: some Encodable) -> String {
        (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(timestamp.format(date))
        }
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let date = try? timestamp.parse(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Not an ISO 8601 time: \(text)"))
            }
            return date
        }
        return decoder
    }()

    /// ISO 8601 with milliseconds: a replay's clock starts at the recording's exact millisecond. A format style, not
    /// an `ISO8601DateFormatter`: it parses in Swift, about a tenth of ICU's cost (each rebuild of a screen reads a
    /// header), and is safe from any thread without a lock.
    private static let timestamp = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
