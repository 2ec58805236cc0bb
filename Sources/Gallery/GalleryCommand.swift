import ArgumentParser
import BinderyWeb
import BinderyWebServer
import FindNumber
import Foundation
import Hummingbird
import Logging
import PostgresStorage
import StandIns

/// `gallery`: serves the example apps in the browser, with stand-ins of their public APIs.
@main
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Serves Bindery's Gallery: the example apps in the browser, with stand-ins of their public APIs under /api."
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(name: .customLong("allowed-host"),
            help: "A host name the server answers for besides localhost, 127.0.0.1, ::1 and --host (repeatable): the names a deployment is reached by. Requests naming any other host are refused.")
    var allowedHosts: [String] = []

    @Option(help: "Where persistent data lives (default: $GALLERY_DATA_DIR, else $XDG_DATA_HOME/bindery-gallery, else ./.gallery-data); created if missing.")
    var dataDir: String?

    @Option(help: "A shared PostgreSQL database (postgres://user:password@host:port/database) for the state several instances must agree on: accounts, the sign-in throttle's failures, the bank ledger. Default: --database-file, else $BINDERY_DATABASE_URL, else SQLite files in the data directory. A password given here shows in the process list: prefer --database-file or the environment variable.")
    var database: String?

    @Option(help: "A file (readable by this user only, say) holding the --database URL on its first line, so its password shows in no process list.")
    var databaseFile: String?

    @Option(
        name: .customLong("api-base-url"),
        help: "A server answering the same /api/... paths as the embedded stand-ins (default: this server itself)."
    )
    var apiBaseURL: String?

    @Option(name: .customLong("trusted-proxy"),
            help: "The address of a proxy whose X-Forwarded-Proto and X-Forwarded-For are believed (repeatable): pages it forwards as https get Secure cookies, and its clients count apart for --max-sessions-per-client.")
    var trustedProxies: [String] = []

    @Option(help: "The Quote app's service: http (the stand-in or --api-base-url) or offline (a bundled list after a random delay).")
    var quoteService: QuoteServiceChoice = .http

    @Option(help: "Seconds a tab's session waits for its socket to come back before its screens are released.")
    var gracePeriod: Double = 30

    @Option(help: "The most tabs (sessions) held at once; more pages get 503.")
    var maxSessions = 10_000

    @Option(help: "The most tabs one client address may hold at once; more pages get 429.")
    var maxSessionsPerClient = 100

    @Option(help: "The most sockets one client address may hold open at once (a browser holds one per tab); more upgrades get 400.")
    var maxSocketsPerClient = 64

    @Option(help: "The most connections one client address may hold open at once, sockets included (a trusted proxy's are not counted); more are closed at once.")
    var maxConnectionsPerClient = 256

    @Option(help: "The steady number of events per second one tab may send (bursts of twice that), up to 1000000; more are refused.")
    var eventsPerSecond: Double = 60

    @Option(help: "This instance's name behind a load balancer (ASCII letters, digits and '_', as nginx's \\w matches): every page and socket upgrade sets the bindery-instance cookie, which nginx routes the browser by. Default: $BINDERY_INSTANCE, else none.")
    var instance: String?

    @Option(help: "On SIGTERM or SIGINT, how many seconds open pages get to move to another instance before the server stops (a second signal stops at once).")
    var drainSeconds: Double = 10

    @Flag(help: "Serve GET /_bindery/metrics (Prometheus) to any client; by default only to loopback clients no proxy forwarded.")
    var metricsPublic = false

    @Flag(help: "Serve the diagnostics: the session inspector at /_bindery/inspector (loopback clients only), GET /_bindery/stats (live sessions, view controllers, heap bytes in use) and the echo socket /socket/echo. Off in production.")
    var diagnostics = false

    @Option(name: .customLong("stand-in-latency-ms"),
            help: "Tests only: milliseconds every /api stand-in request waits before it is answered (0 to 60000; default 0).")
    var standInLatencyMilliseconds = 0

    @Option(help: "Tests only: the share of /api stand-in requests (0 to 1) answered with a simulated 503 (default 0).")
    var standInFailureRate: Double = 0

    @Option(help: "Tests only: a seed that makes the stand-ins' random picks and simulated failures reproducible.")
    var standInSeed: UInt64?

    @Option(name: .customLong("sign-in-delay-seconds"),
            help: "Tests only: the seconds an (account, client) pair waits after its free sign-in failures, 1 to 60, instead of the standard minute (its later delays still double from there).")
    var signInDelaySeconds: Int?

    @Flag(name: .customLong("no-continuity"),
          help: "Keep no continuity records: a tab this server does not hold (after a reload, a restart or a crash) starts fresh instead of continuing where it was.")
    var noContinuity = false

    @Option(name: .customLong("release-idle-screens-after"),
            help: "Seconds a tab's page may send nothing before the tab lets its screens go, keeping its socket and continuity record; its next message rebuilds them from the record. 0 keeps every tab's screens; off with --no-continuity.")
    var releaseIdleScreensAfter: Double = WebConfiguration.defaultReleaseIdleScreensAfter

    @Option(name: .customLong("catch-up-limit"),
            help: "Seconds of the time its server was away (a restart, a crash) a restored tab catches up: what its timers had due meanwhile runs as it comes back. 0 resumes a tab's clock where its record ended.")
    var catchUpLimit: Double = WebConfiguration.defaultContinuityCatchUpLimit

    @Option(name: .customLong("record-journals"),
            help: "Record every session as a journal (JSON lines, passwords and cookies masked) in this directory (created); off by default.")
    var recordJournals: String?

    @Option(help: "The least important log messages shown on stderr (trace, debug, info, notice, warning, error, critical).")
    var logLevel: Logger.Level = .info

    mutating func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535.")
        }
        for name in allowedHosts where HostAllowlist.hostname(ofAuthority: name) == nil {
            throw ValidationError("--allowed-host takes a host name, got \(name).")
        }
        if let apiBaseURL {
            guard let url = URL(string: apiBaseURL), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil else {
                throw ValidationError("--api-base-url must be an http:// or https:// URL, got \(apiBaseURL).")
            }
        }
        guard maxSessions > 0, maxSessionsPerClient > 0, maxSocketsPerClient > 0, maxConnectionsPerClient > 0 else {
            throw ValidationError("--max-sessions and the --max-...-per-client options must be positive.")
        }
        guard eventsPerSecond.isFinite, eventsPerSecond > 0, eventsPerSecond <= Self.maxEventsPerSecond else {
            throw ValidationError("--events-per-second must be a number above 0 and at most \(Int(Self.maxEventsPerSecond)), got \(eventsPerSecond).")
        }
        for proxy in trustedProxies where !ServerOptions.isIPAddress(proxy) {
            throw ValidationError("--trusted-proxy takes the proxy's IP address as it connects (127.0.0.1, ::1), got \(proxy).")
        }
        guard releaseIdleScreensAfter.isFinite, releaseIdleScreensAfter >= 0 else {
            throw ValidationError("--release-idle-screens-after must be 0 (never) or a positive number of seconds, got \(releaseIdleScreensAfter).")
        }
        guard catchUpLimit.isFinite, catchUpLimit >= 0 else {
            throw ValidationError("--catch-up-limit must be 0 (none) or a positive number of seconds, got \(catchUpLimit).")
        }
        guard gracePeriod.isFinite, gracePeriod > 0 else {
            throw ValidationError("--grace-period must be a positive number of seconds, got \(gracePeriod).")
        }
        _ = try standInControls()
        if let signInDelaySeconds, !(1...60).contains(signInDelaySeconds) {
            throw ValidationError("--sign-in-delay-seconds must be between 1 and 60, got \(signInDelaySeconds).")
        }
        _ = try databaseURL(environment: ProcessInfo.processInfo.environment)
        _ = try instanceName(environment: ProcessInfo.processInfo.environment)
        guard drainSeconds.isFinite, ServerOptions.drainSecondsRange.contains(drainSeconds) else {
            throw ValidationError("--drain-seconds must be a number of seconds from 0 to 3600, got \(drainSeconds).")
        }
    }

    /// The instance's name from `--instance`, else from `BINDERY_INSTANCE` (nil: none); a bad name is a usage error.
    func instanceName(environment: [String: String]) throws -> String? {
        let text = instance ?? environment[ServerOptions.instanceEnvironmentName] ?? ""
        guard !text.isEmpty else { return nil }
        do {
            return try ServerOptions.parseInstance(text)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The readiness check of `--database`: the shared database answers a query (nil without one: SQLite is local).
    static func readinessCheck(databaseURL: String?) -> (@Sendable () async -> String?)? {
        guard let databaseURL, let url = try? DatabaseURL(databaseURL) else { return nil }
        let pool = PostgresPool(url: url, maxConnections: 1)
        return {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    do {
                        try pool.ping()
                        continuation.resume(returning: nil)
                    } catch {
                        continuation.resume(returning: "the database does not answer")
                    }
                }
            }
        }
    }

    /// The most events per second `--events-per-second` takes.
    static let maxEventsPerSecond = 1_000_000.0

    /// The shared database from `--database`, else the first line of `--database-file`, else `BINDERY_DATABASE_URL`,
    /// as its text (nil: SQLite in the data directory); a URL that cannot be used, or a file that cannot be read,
    /// is a usage error naming where it came from.
    func databaseURL(environment: [String: String]) throws -> String? {
        let (text, source) = try database.map { ($0, "--database") }
            ?? databaseFile.map { (try Self.firstLine(ofFile: $0), "--database-file") }
            ?? (environment[DatabaseURL.settingName] ?? "", DatabaseURL.settingName)
        guard !text.isEmpty else { return nil }
        do {
            _ = try DatabaseURL(text)
        } catch {
            throw ValidationError("\(source): \(error)")
        }
        return text
    }

    private static func firstLine(ofFile path: String) throws -> String {
        guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ValidationError("--database-file: cannot read \(path).")
        }
        return contents.split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// The stand-ins' test controls from the `--stand-in-...` options; a bad value is a usage error.
    func standInControls() throws -> StandInControls {
        do {
            return try StandInControls(latencyMilliseconds: standInLatencyMilliseconds, failureRate: standInFailureRate,
                                       seed: standInSeed)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        let logLevel = self.logLevel
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = logLevel
            return handler
        }
        let logger = Logger(label: "gallery")
        let dataDirectory = ServerOptions.dataDirectory(option: dataDir, name: "gallery",
                                                        environment: ProcessInfo.processInfo.environment)
        try ServerOptions.create(dataDirectory)
        let controls = try standInControls()
        let databaseURL = try databaseURL(environment: ProcessInfo.processInfo.environment)
        let journalDirectory = recordJournals.map { URL(fileURLWithPath: $0, isDirectory: true) }
        if let journalDirectory {
            try JournalFiles.createPrivateDirectory(at: journalDirectory)
        }
        let server = GalleryServer(
            address: ServerAddress(host: host, port: port),
            dataDirectory: dataDirectory,
            fixedAPIBaseURL: apiBaseURL.flatMap(URL.init(string:)),
            randomSource: controls.randomSource(),
            webConfiguration: WebConfiguration(
                gracePeriod: gracePeriod,
                maxSessions: maxSessions,
                maxSessionsPerClient: maxSessionsPerClient,
                eventsPerSecond: eventsPerSecond,
                eventBurst: Int((eventsPerSecond * 2).rounded(.up)),
                journalDirectory: journalDirectory,
                continuity: noContinuity ? nil : try GalleryServer.continuityStore(dataDirectory: dataDirectory, databaseURL: databaseURL),
                continuityCatchUpLimit: catchUpLimit,
                releaseIdleScreensAfter: releaseIdleScreensAfter
            ),
            serverConfiguration: WebServerConfiguration(
                maxSocketsPerClient: maxSocketsPerClient,
                requestLimits: RequestLimits(maxConnectionsPerClient: maxConnectionsPerClient),
                allowedHosts: [host] + allowedHosts, trustedProxies: trustedProxies, diagnostics: diagnostics,
                instanceName: try instanceName(environment: ProcessInfo.processInfo.environment),
                drainTimeout: .seconds(drainSeconds), metricsPublic: metricsPublic,
                readinessCheck: Self.readinessCheck(databaseURL: databaseURL),
                flushStores: { RecordStore.flushAll() }
            ),
            quoteService: quoteService,
            databaseURL: databaseURL,
            standInControls: controls,
            signInDelaySeconds: signInDelaySeconds
        )
        let application = server.makeApplication(logger: logger) { listening in
            FileHandle.standardOutput.write(Data("Gallery running at \(listening.publicURL.absoluteString)\n".utf8))
            logger.info("Data in \(dataDirectory.path)")
            if let databaseURL, let url = try? DatabaseURL(databaseURL) {
                logger.info("Shared state in \(url)")
            }
            if let journalDirectory { logger.notice("Recording every session's journal in \(journalDirectory.path)") }
        }
        try await server.webServer.runService(application, logger: logger)
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
