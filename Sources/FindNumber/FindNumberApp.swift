import BinderyWeb
import Foundation
import PostgresStorage

/// Find Number: the guessing game.
public enum FindNumberApp: WebAppModule {
    public static let texts: any TextKey.Type = FindNumberText.self

    public static let path = "/find-number"
    public static let title = LocalizedText(FindNumberText.appTitle)
    public static let summary = LocalizedText(FindNumberText.appSummary)

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let records = RecordStore(storage: openStorage(environment: environment), onStorageError: { DatabaseErrors.record() })
        registry.register(path, texts: FindNumberText.self) { _ in
            FindNumberViewController {
                FindNumberViewModel(service: RandomNumberService(baseURL: environment.apiBaseURL(), session: environment.urlSession), store: records)
            }
        }
    }

    /// The record in the shared PostgreSQL database when the environment names one (`DatabaseURL.settingName`),
    /// else in the data directory's `find-number` defaults suite. A shared database that cannot be reached yet is
    /// kept (the reason on stderr), and used as soon as it answers.
    static func openStorage(environment: AppEnvironment) -> any RecordStorage {
        guard let url = environment.settings[DatabaseURL.settingName], !url.isEmpty else {
            return DefaultsRecordStorage(defaults: environment.defaults(named: "find-number"))
        }
        do {
            let storage = PostgresRecordStorage(url: try DatabaseURL(url))
            do {
                try storage.prepare()
            } catch {
                FileHandle.standardError.write(Data("FindNumber: the shared record is not reachable yet (tried again on each use): \(error)\n".utf8))
            }
            return storage
        } catch {
            FileHandle.standardError.write(Data("FindNumber: \(error); the record is kept in the data directory instead\n".utf8))
            return DefaultsRecordStorage(defaults: environment.defaults(named: "find-number"))
        }
    }
}
