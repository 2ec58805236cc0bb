import BinderyWeb
import Foundation

extension AppEnvironment {
    /// The store `open` makes on the shared PostgreSQL database the environment names (`DatabaseURL.settingName`),
    /// or nil when it names none (the app keeps its data in the data directory). The store is prepared with `prepare`
    /// (its migrations, its first rows); a database that cannot be reached yet does not stop it: the store is kept,
    /// to be used as soon as the database answers, and the reason goes to stderr as
    /// "`app`: the shared `store` is not reachable yet (tried again on each use): …". A setting that is not a
    /// database URL throws.
    public func sharedStore<Store>(app: String, store: String, open: (DatabaseURL) -> Store,
                                   prepare: (Store) throws -> Void) throws(PostgresStorageError) -> Store? {
        guard let text = settings[DatabaseURL.settingName], !text.isEmpty else { return nil }
        let shared = open(try DatabaseURL(text))
        do {
            try prepare(shared)
        } catch {
            FileHandle.standardError.write(Data("\(app): the shared \(store) is not reachable yet (tried again on each use): \(error)\n".utf8))
        }
        return shared
    }
}
