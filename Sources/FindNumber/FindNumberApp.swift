import BinderyWeb
import Foundation
import PostgresStorage

/// Find Number: the guessing game.
public enum FindNumberApp: TextKeyedWebAppModule {
    public typealias Texts = FindNumberText

    public static let path = "/find-number"
    /// The number buttons' size (`find-number.css`, a resource of this module).
    public static let stylesheet: String? = bundledStylesheet(named: "find-number", in: .module)

    /// What the game's screens use: the server's (`live`), or a test's stubs given with `AppEnvironment.providing`.
    public struct Services {
        /// Makes the random-number service of a new screen.
        public var randomNumbers: () -> RandomNumberServiceType
        /// The record every visit reads and writes: one for the whole server (it writes behind).
        public var records: RecordStore

        /// Services made of these.
        public init(randomNumbers: @escaping () -> RandomNumberServiceType, records: RecordStore) {
            self.randomNumbers = randomNumbers
            self.records = records
        }

        /// The random-number API under the environment's base URL (read as each screen is made), and the record in
        /// its storage (`openStorage`).
        public static func live(_ environment: AppEnvironment) -> Services {
            let records = RecordStore(storage: openStorage(environment: environment), onStorageError: { DatabaseErrors.record() })
            return Services(randomNumbers: { RandomNumberService(baseURL: environment.apiBaseURL(), session: environment.urlSession) },
                            records: records)
        }
    }

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let services = environment.services(or: Services.live)
        registry.register(path, texts: Texts.self) { _ in
            FindNumberViewController { FindNumberViewModel(service: services.randomNumbers(), store: services.records) }
        }
    }

    /// The record in the shared PostgreSQL database when the environment names one (`DatabaseURL.settingName`),
    /// else in the data directory's `find-number` defaults suite. A shared database that cannot be reached yet is
    /// kept (the reason on stderr), and used as soon as it answers.
    static func openStorage(environment: AppEnvironment) -> any RecordStorage {
        do {
            if let storage = try environment.sharedStore(app: "FindNumber", store: "record", open: { PostgresRecordStorage(url: $0) },
                                                         prepare: { try $0.prepare() }) {
                return storage
            }
        } catch {
            FileHandle.standardError.write(Data("FindNumber: \(error); the record is kept in the data directory instead\n".utf8))
        }
        return DefaultsRecordStorage(defaults: environment.defaults(named: "find-number"))
    }
}
