/// A text named by its key in an app's strings tables, read in whichever language a page is shown in: a home-page
/// entry's title, a site's name.
public struct LocalizedText: Sendable {
    /// The tables the key is looked up in, which also give the languages it can be read in.
    public let localization: Localization
    /// The key of the text in those tables.
    public let key: String

    /// The text `key` names in its app's tables.
    public init<Key: TextKey>(_ key: Key) {
        self.init(key: key.rawValue, in: Key.localization)
    }

    /// The text `key` names in `localization`.
    public init(key: String, in localization: Localization) {
        self.localization = localization
        self.key = key
    }

    /// The text in `language` (in the fallback language when the tables do not speak it).
    public func text(in language: Language) -> String {
        localization.strings(for: language).text(key)
    }
}
