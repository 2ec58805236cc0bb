import BinderyWeb
import Logging
import PostgresStorage

/// Where the gallery keeps browsers' values (the signed-in account): in the process alone, or, with a shared
/// database, in PostgreSQL, so a browser signed in through one instance is signed in on all of them.
enum GalleryBrowsers {
    /// The registry for `databaseURL` (nil or empty: this process only). A failed store call is counted in the
    /// database errors metric and logged; the browser keeps what this instance holds until its next page load.
    static func registry(databaseURL: String?, logger: Logger = Logger(label: "gallery.browsers")) -> BrowserRegistry {
        guard let databaseURL, !databaseURL.isEmpty, let url = try? DatabaseURL(databaseURL) else { return BrowserRegistry() }
        let store = PostgresBrowserStore(url: url)
        return BrowserRegistry(store: store) { error in
            DatabaseErrors.record()
            logger.warning("Browser values not shared", metadata: ["reason": "\(error)"])
        }
    }
}
