/// One app a server serves, declared in one place in the app's own module: where it starts, the strings tables
/// that give its languages, name and summary, and the screens it registers.
///
/// A server lists its apps' types; adding an app is adding its module and one line to that list.
public protocol WebAppModule {
    /// The app's first screen (`/find-number`), which a home page links to.
    static var path: String { get }
    /// The keys of the app's strings tables: the languages its screens speak and their texts.
    static var texts: any TextKey.Type { get }
    /// The app's name, for a home page.
    static var title: LocalizedText { get }
    /// What the app does, in one line, for a home page.
    static var summary: LocalizedText { get }
    /// Registers the app's screens with their texts, their services built from `environment`.
    static func register(in registry: ScreenRegistry, environment: AppEnvironment)
}
