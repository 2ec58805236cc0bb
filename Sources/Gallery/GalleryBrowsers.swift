import BinderyWeb
import Foundation
import Logging
import PostgresStorage

/// Where the gallery keeps browsers' values (the signed-in account): with a shared database, in PostgreSQL, so a
/// browser signed in through one instance is signed in on all of them; else in the data directory's `browsers`
/// folder when tabs are kept across restarts (so is their browser); else in the process alone.
enum GalleryBrowsers {
    /// The registry for `databaseURL`, or `directory` when there is no database (both nil: this process only). A
    /// failed store call is counted in the database errors metric and logged; the browser keeps what this instance
    /// holds until its next page load.
    static func registry(databaseURL: String?, directory: URL? = nil,
                         logger: Logger = Logger(label: "gallery.browsers")) -> BrowserRegistry {
        let store: any BrowserStore
        if let databaseURL, !databaseURL.isEmpty, let url = try? DatabaseURL(databaseURL) {
            store = PostgresBrowserStore(url: url)
        } else if let directory, let inDirectory = try? DirectoryBrowserStore(directory: directory) {
            store = inDirectory
        } else {
            return BrowserRegistry()
        }
        return BrowserRegistry(store: store) { error in
            DatabaseErrors.record()
            logger.warning("Browser values not kept", metadata: ["reason": "\(error)"])
        }
    }
}
