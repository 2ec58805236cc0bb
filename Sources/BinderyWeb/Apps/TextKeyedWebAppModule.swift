/// A ``WebAppModule`` whose texts, title and summary all come from one key type, `Texts`: an app declares
/// `typealias Texts = FindNumberText` instead of the three, and they cannot name different tables.
public protocol TextKeyedWebAppModule: WebAppModule {
    /// The keys of the app's strings tables, whose `appTitle` and `appSummary` name the app.
    associatedtype Texts: AppTextKey
}

extension TextKeyedWebAppModule {
    /// `Texts`: the languages the app's screens speak and their texts.
    public static var texts: any TextKey.Type { Texts.self }
    /// `Texts.appTitle`.
    public static var title: LocalizedText { LocalizedText(Texts.appTitle) }
    /// `Texts.appSummary`.
    public static var summary: LocalizedText { LocalizedText(Texts.appSummary) }
}
