import Foundation

/// The first line of a journal: which format it is, and where and how the session began.
public struct JournalHeader: Codable, Equatable, Sendable {
    /// The value of `format` in every journal.
    public static let formatName = "bindery-journal"
    /// The version of the format this build writes and reads; a journal of another version is refused.
    public static let currentVersion = 1

    /// Always `formatName`: what tells a journal from another JSON-lines file.
    public var format: String
    /// The format's version.
    public var version: Int
    /// The path of the app the session opened (its first path segment: `/bank`).
    public var app: String
    /// The path (and query) the page opened: the session's first screen.
    public var path: String
    /// The tab's language tag.
    public var language: String
    /// When the session began (wall clock), which a replay's clock starts from.
    public var started: Date
    /// The stored state the app's screens started from (a ledger), by the name its app registered it under
    /// (`ScreenRegistry.registerJournalState`); a replay restores it before opening the first screen.
    public var state: [String: JSONValue]
    /// In a continuity record, the browser's shared values (those of a `Codable` type) as the tab began, by name: a
    /// restore's screens start from them (`RestoredBrowserValues`). Nil in a journal, and in a record written before
    /// they were kept.
    public var browserValues: [String: JSONValue]?

    public init(app: String, path: String, language: String, started: Date, state: [String: JSONValue] = [:],
                browserValues: [String: JSONValue]? = nil) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.app = app
        self.path = path
        self.language = language
        self.started = started
        self.state = state
        self.browserValues = browserValues
    }

    /// The header a line holds, read by `JSONValueParser` with `parseTime` reading `started`; nil for a line it cannot
    /// read so, which `init(from:)` then reads or refuses. Each rebuild of an idle tab's screens reads a header: this
    /// way costs half of `JSONDecoder`'s (a Counter tab's first tap after a release, 63,000 → 29,000 instructions).
    init?(line: Substring, parseTime: (String) -> Date?) {
        guard case .object(let fields)? = JSONValueParser.parse(line),
              case .string(let format)? = fields["format"],
              case .number(let version)? = fields["version"], let version = Int(exactly: version),
              case .string(let app)? = fields["app"],
              case .string(let path)? = fields["path"],
              case .string(let language)? = fields["language"],
              case .string(let started)? = fields["started"], let started = parseTime(started),
              case .object(let state)? = fields["state"]
        else { return nil }
        var browserValues: [String: JSONValue]?
        switch fields["browserValues"] {
        case nil: browserValues = nil
        case .object(let values)?: browserValues = values
        default: return nil
        }
        self.init(app: app, path: path, language: language, started: started, state: state, browserValues: browserValues)
        self.format = format
        self.version = version
    }

    /// The app path of `path`: its first segment (`/bank/transaction?x` → `/bank`).
    public static func app(of path: String) -> String {
        let withoutQuery = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return "/" + (withoutQuery.split(separator: "/").first.map(String.init) ?? "")
    }
}
