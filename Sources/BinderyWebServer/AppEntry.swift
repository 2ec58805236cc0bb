import BinderyWeb

/// One app listed on the home page: where it lives, its name and a one-line description, both from the app's
/// strings tables.
public struct AppEntry: Sendable {
    /// The app's first screen, e.g. `/find-number`.
    public var path: String
    /// The app's name, the link's text.
    public var title: LocalizedText
    /// What the app does, in one line under its name.
    public var summary: LocalizedText
}

extension AppEntry {
    /// The entry of `app`: its first screen, its name and its summary, as the app's registration declares them
    /// (the one way in: a link on the home page is always an app's).
    public init(_ app: any WebAppModule.Type) {
        self.init(path: app.path, title: app.title, summary: app.summary)
    }
}
