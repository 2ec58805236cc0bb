import Foundation

/// How every session of a server is made, for a new page and for a restored tab alike.
extension WebApp {
    /// A session with `token` on `thread`, of the browser `browser` names (a new one when nil or unknown), told
    /// of rate floods and activity as every session of this server is; no screen yet. With `statistics`, it carries on
    /// those of the tab's earlier session (one whose screens were released, being rebuilt).
    func makeSession(token: String, language: Language, thread: UIThread, clientAddress: String?, browser: String?,
                     activity: (any SessionActivity)?, continuing statistics: SessionStatistics? = nil) -> Session {
        let knownBrowser = browsers.browser(id: browser)
        let session = Session(token: token, language: language, thread: thread, registry: screens,
                              configuration: configuration, clientAddress: clientAddress, browserValues: knownBrowser.values,
                              continuing: statistics)
        session.browserID = knownBrowser.id
        session.renewBrowser = { [browsers] id in browsers.renew(id: id) }
        let name = String(token.prefix(8))
        session.onRateLimited = { [weak self] refused in
            let observer = self.flatMap { app in app.lock.withLock { app.rateLimitObserver } }
            observer?(name, refused)
        }
        session.activity = activity
        return session
    }
}
