/// The keys of an app's strings tables when they also name the app: `appTitle` and `appSummary` are the texts a
/// home page shows for it. An enum's cases of those names are the requirements.
public protocol AppTextKey: TextKey {
    /// The app's name, for a home page (and, usually, its first screen's title).
    static var appTitle: Self { get }
    /// What the app does, in one line, for a home page.
    static var appSummary: Self { get }
}
