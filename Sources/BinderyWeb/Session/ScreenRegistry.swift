import Foundation

/// What a screen factory is told: the path, its `{parameters}`, the query, the language, and the tab's values.
/// It is built and used on the tab's UI thread.
public struct ScreenContext {
    /// The path without the query (`/members/3`).
    public let path: String
    /// Values of the pattern's `{name}` segments.
    public let parameters: [String: String]
    /// The query items (`?url=...`).
    public let query: [String: String]
    /// The tab's language, negotiated among the route's app's languages.
    public let language: Language
    /// The route's app's texts in `language`.
    public let strings: StringsTable
    /// The network address of the tab's client, when the server knows it (limits and throttles per client).
    public let clientAddress: String?
    /// The values of the tab the screen opens in (what its earlier screens left there).
    public let sessionValues: SessionValues
}

/// The routes of the app: path patterns (`/members/{id}`) and the screens they make.
public final class ScreenRegistry: @unchecked Sendable {
    private struct Route {
        let pattern: String
        let segments: [Substring]
        let localization: Localization
        let threading: ScreenThreading
        let make: (ScreenContext) -> ViewController?
    }

    private var routes: [Route] = []

    /// Told each path no route matches, as a screen for it is asked: a `ScreenTester` of one screen says through it
    /// why a push found nothing. Nil otherwise.
    var pathWithoutRoute: ((String) -> Void)?

    /// What was wrong with the registrations (a path registered twice), each saying how to fix it; also written to
    /// the log as it happens. Empty when nothing was.
    public private(set) var mistakes: [String] = []

    /// The stored state the apps declare for journals (captured when a session is recorded, restored for a replay).
    public let journalStates = JournalStates()

    /// Creates a registry with no routes: every path is a 404 until one is registered.
    public init() {}

    /// Adds a route whose screens speak the languages of `localization` and show its texts, their page's events
    /// handled on the thread `threading` says; `make` may return nil to refuse the path (a 404).
    public func register(_ pattern: String, localization: Localization = BinderyText.localization,
                         threading: ScreenThreading = .lane, make: @escaping (ScreenContext) -> ViewController?) {
        let segments = pattern.split(separator: "/")
        if let earlier = routes.first(where: { Self.sameShape($0.segments, segments) }) {
            let mistake = "the path \(pattern) is registered twice (first as \(earlier.pattern)): the first registration "
                + "answers it and this one is never reached. Register each app once, or give this screen a path of its own."
            mistakes.append(mistake)
            FileHandle.standardError.write(Data("BinderyWeb: \(mistake)\n".utf8))
        }
        routes.append(Route(pattern: pattern, segments: segments, localization: localization,
                            threading: threading, make: make))
    }

    /// Adds a route whose screens show the texts `Key` names, in the languages of its tables, their page's events
    /// handled on the thread `threading` says (``ScreenThreading/socketThread`` only for screens that never block).
    public func register<Key: TextKey>(_ pattern: String, texts: Key.Type, threading: ScreenThreading = .lane,
                                       make: @escaping (ScreenContext) -> ViewController?) {
        register(pattern, localization: Key.localization, threading: threading, make: make)
    }

    /// The languages the routes' apps speak, each once, in the order the routes were registered.
    var languages: [Language] {
        var seen: Set<Language> = []
        return routes.flatMap(\.localization.languages).filter { seen.insert($0).inserted }
    }

    /// Whether two patterns match the same paths: the same segments, any `{parameter}` matching any other.
    private static func sameShape(_ first: [Substring], _ second: [Substring]) -> Bool {
        func isParameter(_ segment: Substring) -> Bool { segment.hasPrefix("{") && segment.hasSuffix("}") }
        return first.count == second.count
            && zip(first, second).allSatisfy { $0 == $1 || (isParameter($0) && isParameter($1)) }
    }

    /// The patterns of the routes, in the order they were registered (`/members`, `/members/{id}`).
    public var patterns: [String] { routes.map(\.pattern) }

    /// The languages and texts of the route matching the path, if any: a page's language is negotiated among them.
    public func localization(for pathAndQuery: String) -> Localization? {
        route(for: pathAndQuery)?.localization
    }

    /// The threading of the route matching the path, if any: a session opened on it gets a UI thread off the lanes
    /// when it is ``ScreenThreading/socketThread``.
    public func threading(for pathAndQuery: String) -> ScreenThreading? {
        route(for: pathAndQuery)?.threading
    }

    /// Whether some route's pattern matches the path (the query is ignored).
    public func matches(_ pathAndQuery: String) -> Bool {
        route(for: pathAndQuery) != nil
    }

    /// The first route whose pattern matches the path (the query is ignored).
    private func route(for pathAndQuery: String) -> Route? {
        let (path, _) = Self.split(pathAndQuery)
        return routes.first { Self.match($0.segments, path) != nil }
    }

    /// Makes the screen for a path (with its query), or nil when nothing matches.
    func makeScreen(for pathAndQuery: String, language: Language, clientAddress: String? = nil,
                    sessionValues: SessionValues = SessionValues()) -> ViewController? {
        let (path, query) = Self.split(pathAndQuery)
        for route in routes {
            guard let parameters = Self.match(route.segments, path) else { continue }
            let spoken = route.localization.languages.contains(language) ? language : route.localization.fallback
            let strings = route.localization.strings(for: spoken)
            let context = ScreenContext(path: path, parameters: parameters, query: query, language: spoken,
                                        strings: strings, clientAddress: clientAddress, sessionValues: sessionValues)
            guard let screen = route.make(context) else { return nil }
            screen.path = pathAndQuery
            screen.language = spoken
            screen.strings = strings
            screen.threading = route.threading
            for mistake in route.localization.mistakes { screen.reportMistake(mistake) }
            return screen
        }
        pathWithoutRoute?(pathAndQuery)
        return nil
    }

    /// The path and the query items of `pathAndQuery`, read as a path on this server: `//host/x` is the path
    /// `//host/x`, never the host `host` with the path `/x`.
    private static func split(_ pathAndQuery: String) -> (String, [String: String]) {
        // A plain path (no query, no escape, no fragment) is its own path: no `URLComponents` (each rebuild of an idle
        // tab splits its path twice, 15,000 instructions that way).
        if pathAndQuery.utf8.first == UInt8(ascii: "/"), !pathAndQuery.utf8.contains(where: Self.endsPlainPath) {
            return (pathAndQuery, [:])
        }
        let components = URLComponents(string: "http://screen.invalid" + pathAndQuery)
        let path = components?.path ?? pathAndQuery
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        return (path.isEmpty ? "/" : path, query)
    }

    /// Whether `byte` ends the plain path `split` takes as it is: a query, an escape or a fragment follows.
    private static func endsPlainPath(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "?") || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "#")
    }

    private static func match(_ pattern: [Substring], _ path: String) -> [String: String]? {
        let segments = path.split(separator: "/")
        guard segments.count == pattern.count else { return nil }
        var parameters: [String: String] = [:]
        for (expected, actual) in zip(pattern, segments) {
            if expected.hasPrefix("{"), expected.hasSuffix("}") {
                parameters[String(expected.dropFirst().dropLast())] = String(actual).removingPercentEncoding ?? String(actual)
            } else if expected != actual {
                return nil
            }
        }
        return parameters
    }
}
